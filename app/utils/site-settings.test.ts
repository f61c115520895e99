import { describe, expect, it } from "vitest";
import { siteSettingsFormSchema, siteSettingsPatchSchema } from "./site-settings";

const patch = siteSettingsPatchSchema(["classic", "epic"]);
const messageOf = (input: unknown) => {
  const result = patch.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe("site settings rules", () => {
  it("takes any subset of the settings; an empty name clears it", () => {
    expect(patch.parse({ registration: "invite", siteName: "  " })).toEqual({
      registration: "invite",
      siteName: null,
    });
    expect(patch.parse({ maxUploadMb: 200, defaultTemplate: "epic" })).toEqual({
      maxUploadMb: 200,
      defaultTemplate: "epic",
    });
  });

  it("refuses bad values with messages that say what is allowed", () => {
    expect(messageOf({ registration: "sometimes" })).toBe(
      "Registration must be 'open', 'invite' or 'closed'.",
    );
    expect(messageOf({ maxUploadMb: 201 })).toBe("Maximum upload size may be at most 200 MB.");
    expect(messageOf({ maxUploadMb: 0 })).toBe("Maximum upload size must be at least 1 MB.");
    expect(messageOf({ maxUploadMb: 2.5 })).toBe(
      "Maximum upload size must be a whole number of megabytes.",
    );
    expect(messageOf({ maxUploadMb: "50" })).toBe(
      "Maximum upload size must be a whole number of megabytes.",
    );
    expect(messageOf({ defaultTemplate: "nope" })).toBe(
      "Default template must be one of the installed templates: classic, epic.",
    );
    expect(messageOf({ aiTrainingDefault: "maybe" })).toBe(
      "AI training default must be 'allow' or 'disallow'.",
    );
    expect(messageOf({ theme: "dark" })).toMatch(/Unrecognized key.*theme/);
  });

  it("asks the form for every setting but the name and description", () => {
    const form = siteSettingsFormSchema(["classic"]);
    const all = {
      registration: "closed",
      defaultTemplate: "classic",
      maxUploadMb: 25,
      aiTrainingDefault: "allow",
    };
    expect(form.parse(all)).toEqual(all);
    expect(form.safeParse({ ...all, registration: undefined }).success).toBe(false);
  });
});
