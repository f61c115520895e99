import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import {
  PREFERENCE_MESSAGES,
  photographerPreferences,
  preferencesFormDefaults,
  preferencesFormSchema,
} from "./photographer-preferences";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return parseWithZod(data, { schema: preferencesFormSchema });
};

/** The messages of a refused form, by field. */
const refusals = (entries: Record<string, string>) => {
  const submission = form(entries);
  return submission.status === "error" ? submission.error : null;
};

describe("photographerPreferences", () => {
  it("gives an account that never chose the defaults, AI training per the site's default", () => {
    expect(photographerPreferences({}, { aiTrainingDefault: "disallow" })).toEqual({
      keepOriginals: false,
      defaultLicense: "all-rights-reserved",
      embedRights: true,
      aiTraining: "reserved",
    });
    expect(photographerPreferences({}, { aiTrainingDefault: "allow" }).aiTraining).toBe("allowed");
  });

  it("keeps what the photographer chose, whatever the site's default", () => {
    const chosen = {
      keepOriginals: true,
      defaultLicense: "CC-BY-4.0",
      embedRights: false,
      aiTraining: "allowed" as const,
      tdmPolicyUrl: "https://ana.example/ai",
    };
    expect(photographerPreferences(chosen, { aiTrainingDefault: "disallow" })).toEqual(chosen);
    expect(
      photographerPreferences({ aiTraining: "reserved" }, { aiTrainingDefault: "allow" })
        .aiTraining,
    ).toBe("reserved");
  });
});

describe("the Settings form", () => {
  it("turns ticked boxes, a listed licence and a policy address into what is stored", () => {
    const submission = form({
      keepOriginals: "on",
      defaultLicense: "CC-BY-NC-4.0",
      embedRights: "on",
      reserveFromAiTraining: "on",
      tdmPolicyUrl: " https://ana.example/ai-policy ",
    });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      keepOriginals: true,
      defaultLicense: "CC-BY-NC-4.0",
      embedRights: true,
      aiTraining: "reserved",
      tdmPolicyUrl: "https://ana.example/ai-policy",
    });
  });

  it("reads unticked boxes as no, a custom licence as its address, an empty policy as none", () => {
    const submission = form({
      defaultLicense: "custom",
      customLicenseUrl: "https://ana.example/licence",
      tdmPolicyUrl: "",
    });
    expect(submission.status === "success" && submission.value).toEqual({
      keepOriginals: false,
      defaultLicense: "https://ana.example/licence",
      embedRights: false,
      aiTraining: "allowed",
      tdmPolicyUrl: null,
    });
  });

  it("refuses an unknown licence, a custom licence without an address, a policy that is no URL", () => {
    expect(refusals({ defaultLicense: "GPL-3.0" })?.defaultLicense).toEqual([
      PREFERENCE_MESSAGES.license,
    ]);
    expect(
      refusals({ defaultLicense: "custom", customLicenseUrl: "my licence" })?.customLicenseUrl,
    ).toEqual([PREFERENCE_MESSAGES.customLicenseUrl]);
    expect(
      refusals({ defaultLicense: "CC0-1.0", tdmPolicyUrl: "javascript:alert(1)" })?.tdmPolicyUrl,
    ).toEqual([PREFERENCE_MESSAGES.tdmPolicyUrl]);
  });

  it("starts from the preferences in force, a custom licence in its own field", () => {
    expect(
      preferencesFormDefaults(
        photographerPreferences(
          { defaultLicense: "https://ana.example/licence" },
          { aiTrainingDefault: "disallow" },
        ),
      ),
    ).toEqual({
      keepOriginals: false,
      defaultLicense: "custom",
      customLicenseUrl: "https://ana.example/licence",
      embedRights: true,
      reserveFromAiTraining: true,
      tdmPolicyUrl: "",
    });
  });
});
