import { describe, expect, it } from "vitest";
import { defaultHeroSchema, heroEditBody, heroUploadBody } from "./hero-banner-schemas";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("the hero banner forms' rules (docs/product.md#validation-rules)", () => {
  it("a new banner needs a name and exactly one of file and URL; an empty URL is none", () => {
    expect(heroUploadBody(true).parse({ name: " Dunes ", imageUrl: "" })).toEqual({
      name: "Dunes",
      imageUrl: undefined,
    });
    expect(firstMessage(heroUploadBody(true).safeParse({ imageUrl: "" }))).toBe(
      "Hero image name is required",
    );
    expect(firstMessage(heroUploadBody(false).safeParse({ name: "x", imageUrl: " " }))).toBe(
      "Choose an image file or enter an image URL.",
    );
    expect(
      firstMessage(heroUploadBody(true).safeParse({ name: "x", imageUrl: "https://a.test/b.jpg" })),
    ).toBe("Choose an image file or enter an image URL, not both.");
    expect(
      firstMessage(heroUploadBody(false).safeParse({ name: "x", imageUrl: "ftp://a.test/b.jpg" })),
    ).toBe("Please enter a full web address starting with http:// or https://.");
  });

  it("an edit keeps the name required; the default hero form needs both fields", () => {
    expect(firstMessage(heroEditBody.safeParse({ name: "", title: null, description: null }))).toBe(
      "Hero image name is required",
    );
    const missing = "Missing information: Please provide both image URL and title";
    expect(firstMessage(defaultHeroSchema.safeParse({ imageUrl: "https://a.test/b.jpg" }))).toBe(
      missing,
    );
    expect(firstMessage(defaultHeroSchema.safeParse({ imageUrl: " ", title: "T" }))).toBe(missing);
  });
});
