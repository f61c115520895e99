import { describe, expect, it } from "vitest";
import type { EmbeddedMetadata } from "~/utils/photo-rights";
import { fromFileSummary, prefillFields, withFileWords } from "./prefill-from-file";

const LIGHTROOM: EmbeddedMetadata = {
  title: "Crown of a falling drop",
  description: "A drop of water throws up a crown of spray.",
  tags: ["water", "drop", "splash", "macro"],
  altText: "A water droplet splashing into grey-blue water.",
  rights: { creator: "Élodie Marchand", copyrightNotice: "© 2024 Élodie Marchand" },
  licenseUrl: "https://creativecommons.org/licenses/by-nc/4.0/",
};
const EMPTY = { title: "", category: "", description: "" };

describe("prefillFields", () => {
  it("fills the empty title and description from the file", () => {
    expect(prefillFields(EMPTY, LIGHTROOM)).toEqual({
      title: "Crown of a falling drop",
      category: "",
      description: "A drop of water throws up a crown of spray.",
    });
  });

  it("never replaces what the photographer typed", () => {
    const typed = { title: "My own title", category: "nature", description: "" };
    expect(prefillFields(typed, LIGHTROOM)).toEqual({
      ...typed,
      description: "A drop of water throws up a crown of spray.",
    });
  });

  it("leaves the form alone when the file says nothing", () => {
    expect(prefillFields(EMPTY, null)).toEqual(EMPTY);
    expect(prefillFields(EMPTY, { tags: [], rights: {} })).toEqual(EMPTY);
  });

  it("cuts a title to what the server takes, never splitting an emoji", () => {
    const long = { ...LIGHTROOM, title: `${"t".repeat(199)}📷📷` };
    expect(prefillFields(EMPTY, long).title).toBe(`${"t".repeat(199)}📷`);
  });
});

describe("withFileWords", () => {
  const guessed = {
    title: "Blue splash",
    category: "nature",
    description: "A guess.",
    alt: "Guessed alt text",
    tags: ["blue"],
  };

  it("puts the file's own words in place of guesses, keeping the rest", () => {
    expect(withFileWords(guessed, LIGHTROOM)).toEqual({
      title: LIGHTROOM.title,
      category: "nature",
      description: LIGHTROOM.description,
      alt: LIGHTROOM.altText,
      tags: ["blue"],
    });
  });

  it("keeps every guess when the file has no words", () => {
    expect(withFileWords(guessed, null)).toEqual(guessed);
    expect(withFileWords(guessed, { tags: ["x"], rights: { creator: "A" } })).toEqual(guessed);
  });
});

describe("fromFileSummary", () => {
  it("names what was read from the file", () => {
    expect(fromFileSummary(LIGHTROOM)).toBe(
      "From the file: title, description, 4 keywords, alt text, rights, licence.",
    );
    expect(fromFileSummary({ tags: ["one"], rights: {} })).toBe("From the file: 1 keyword.");
  });

  it("says nothing when nothing was read", () => {
    expect(fromFileSummary(null)).toBeNull();
    expect(fromFileSummary({ tags: [], rights: {} })).toBeNull();
  });
});
