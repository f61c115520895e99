import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  CARD_ENTRY_DELAY_S,
  HERO_PARALLAX_MAX_PX,
  IMAGE_FADE_S,
  LIGHTBOX_FADE_S,
  MOBILE_BREAKPOINT_PX,
} from "./constants";
import { SDK_CSS_CONSTANTS, templateStyle } from "./template-root";
import { manifestOf } from "./testing";

const css = readFileSync(new URL("./sdk.css", import.meta.url), "utf8").replace(
  /\/\*[\s\S]*?\*\//g,
  "",
);
const manifest = manifestOf({
  viewfinder: {
    id: "demo",
    name: "D",
    description: "d",
    category: "c",
    version: "1.0.0",
    author: "a",
  },
});

describe("the SDK stylesheet takes docs/product.md#constants-and-limits constants from constants.ts", () => {
  it("sets each constant on the template root as a custom property", () => {
    const style = templateStyle(manifest) as Record<string, string>;
    expect(style["--vf-card-entry-delay"]).toBe(`${CARD_ENTRY_DELAY_S}s`);
    expect(style["--vf-lightbox-fade"]).toBe(`${LIGHTBOX_FADE_S}s`);
    expect(style["--vf-image-fade"]).toBe(`${IMAGE_FADE_S}s`);
    expect(style["--vf-hero-parallax-max"]).toBe(`${HERO_PARALLAX_MAX_PX}px`);
  });

  it("reads every one of them and repeats none of their numbers", () => {
    for (const name of Object.keys(SDK_CSS_CONSTANTS)) expect(css).toContain(`var(${name})`);
    for (const literal of [
      `${CARD_ENTRY_DELAY_S}s`,
      `${LIGHTBOX_FADE_S}s`,
      `${IMAGE_FADE_S}s`,
      `${HERO_PARALLAX_MAX_PX}px`,
    ]) {
      expect(css, literal).not.toMatch(new RegExp(`(?<![\\w.])${literal.replace(".", "\\.")}`));
    }
  });

  it("uses the mobile breakpoint in media queries, which cannot read custom properties", () => {
    const widths = [...css.matchAll(/@media \((min|max)-width: (\d+)px\)/g)].map(([, kind, px]) =>
      kind === "max" ? Number(px) + 1 : Number(px),
    );
    // 1200 px is the gallery's wide-screen step, not a spec constant.
    expect(widths.filter((px) => px !== 1200)).not.toHaveLength(0);
    for (const px of widths.filter((w) => w !== 1200)) expect(px).toBe(MOBILE_BREAKPOINT_PX);
  });
});
