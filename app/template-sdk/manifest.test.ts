import { describe, expect, it } from "vitest";
import { DEFAULT_COLOR_SCHEME, DEFAULT_TYPOGRAPHY } from "./constants";
import { parseManifest } from "./manifest";

const FILE = "templates/epic/package.json";
const minimal = {
  id: "epic",
  name: "Epic",
  description: "Full-height panels.",
  category: "immersive",
  version: "1.0.0",
  author: "Viewfinder",
};

const errorsOf = (value: unknown) => {
  const result = parseManifest(FILE, value);
  return result.ok ? [] : result.errors;
};

describe("template manifest (docs/product.md#entities)", () => {
  it("fills every missing colour, typography and option with the spec defaults", () => {
    const result = parseManifest(FILE, { ...minimal, colorScheme: { accent: "#d4af37" } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.manifest.colorScheme).toEqual({ ...DEFAULT_COLOR_SCHEME, accent: "#d4af37" });
    expect(result.manifest.typography).toEqual(DEFAULT_TYPOGRAPHY);
    expect(result.manifest).toMatchObject({
      isDefault: false,
      usesHero: true,
      imageSizes: {},
      settings: {},
    });
  });

  it("names the file and the field in each message", () => {
    expect(errorsOf({ ...minimal, colorScheme: { accent: "grey" } })).toEqual([
      "templates/epic/package.json: viewfinder.colorScheme.accent must be a hex colour like #f5f5f5",
    ]);
    expect(errorsOf({ ...minimal, typography: { headingWeight: 350 } })).toEqual([
      "templates/epic/package.json: viewfinder.typography.headingWeight must be a font weight from 100 to 900 in steps of 100, like 300",
    ]);
    expect(errorsOf({ ...minimal, id: "Epic_1", version: "1" })).toEqual([
      "templates/epic/package.json: viewfinder.id must be kebab-case (a-z, 0-9 and dashes), like monochrome-white",
      "templates/epic/package.json: viewfinder.version must be a version like 1.0.0",
    ]);
    expect(errorsOf(undefined)).toEqual([
      "templates/epic/package.json: viewfinder is required (the template manifest)",
    ]);
    const { name: _name, ...noName } = minimal;
    expect(errorsOf(noName)).toEqual(["templates/epic/package.json: viewfinder.name is required"]);
  });

  it("refuses unknown fields, so a misspelt one is not silently ignored", () => {
    expect(errorsOf({ ...minimal, colourScheme: {} })).toEqual([
      "templates/epic/package.json: viewfinder.colourScheme is not a known manifest field",
    ]);
  });

  it("keeps font families to plain names (they are written into a CSS variable)", () => {
    expect(errorsOf({ ...minimal, typography: { fontFamily: 'x"; } body { color: red' } })).toEqual(
      [
        "templates/epic/package.json: viewfinder.typography.fontFamily must be a font family name like Montserrat",
      ],
    );
  });

  it("checks settings: stable option ids and a default among them", () => {
    const select = (defaultId: string) => ({
      ...minimal,
      settings: {
        captions: {
          type: "select",
          label: "Captions",
          options: [
            { id: "show", label: "Show" },
            { id: "hide", label: "Hide" },
          ],
          default: defaultId,
        },
      },
    });
    expect(errorsOf(select("show"))).toEqual([]);
    expect(errorsOf(select("maybe"))).toEqual([
      "templates/epic/package.json: viewfinder.settings.captions.default must be one of the option ids: show, hide",
    ]);
    expect(errorsOf({ ...minimal, settings: { captions: { type: "slider" } } })).toEqual([
      'templates/epic/package.json: viewfinder.settings.captions.type must be a setting of type "boolean" or "select"',
    ]);
  });

  it("declares the sections the portfolio's bar links to, and a dark palette only in full", () => {
    const result = parseManifest(FILE, minimal);
    expect(result.ok && result.manifest.sections).toEqual([]);
    expect(result.ok && result.manifest.darkColorScheme).toBeUndefined();
    expect(errorsOf({ ...minimal, sections: [{ id: "gallery", label: "Gallery" }] })).toEqual([]);
    expect(errorsOf({ ...minimal, sections: [{ id: "#About us", label: "About" }] })).toEqual([
      "templates/epic/package.json: viewfinder.sections.0.id must be the section element's kebab-case id, like gallery",
    ]);
    const dark = { ...DEFAULT_COLOR_SCHEME, background: "#121212" };
    expect(errorsOf({ ...minimal, darkColorScheme: dark })).toEqual([]);
    const { border: _border, ...noBorder } = dark;
    expect(errorsOf({ ...minimal, darkColorScheme: { ...noBorder, text: "white" } })).toEqual([
      "templates/epic/package.json: viewfinder.darkColorScheme.text must be a hex colour like #121212",
      "templates/epic/package.json: viewfinder.darkColorScheme.border is required",
    ]);
  });
});
