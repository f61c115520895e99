import { describe, expect, it } from "vitest";
import { suggestionsToast } from "./suggestions-toast";

describe("suggestionsToast", () => {
  it("calls a model's answer AI, as the spec words it", () => {
    expect(suggestionsToast("openai", false).title).toBe("AI Enhanced Your Photo!");
    expect(suggestionsToast("openai", true).title).toBe("AI Enhanced Your Photo!");
  });

  it("never claims AI for the offline analyser", () => {
    for (const edited of [false, true]) {
      const toast = suggestionsToast("offline", edited);
      expect(toast.title).toBe("Suggestions");
      expect(JSON.stringify(toast)).not.toMatch(/\bAI\b/);
    }
  });
});
