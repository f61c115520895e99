import { describe, expect, it } from "vitest";
import { applySuggestions } from "./apply-suggestions";

const empty = { title: "", category: "", description: "" };
const suggestions = {
  title: "Golden bay",
  category: "landscape",
  description: "Sun setting over calm water.",
  tags: ["sunset"],
  alt: "A sunset over a bay",
};

describe("applySuggestions", () => {
  it("fills the three fields when the user has edited none", () => {
    expect(applySuggestions(empty, false, suggestions, ["landscape", "travel"])).toEqual({
      fields: {
        title: "Golden bay",
        category: "landscape",
        description: "Sun setting over calm water.",
      },
      filled: true,
    });
  });

  it("leaves everything alone once the user has edited a field", () => {
    const mine = { title: "My title", category: "", description: "" };
    expect(applySuggestions(mine, true, suggestions, ["landscape"])).toEqual({
      fields: mine,
      filled: false,
    });
  });

  it("ignores a category the user cannot choose", () => {
    const { fields } = applySuggestions(empty, false, { category: "underwater" }, ["landscape"]);
    expect(fields.category).toBe("");
  });
});
