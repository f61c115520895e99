import { describe, expect, it } from "vitest";
import { fixturePhotos, fixtureProps, manifestOf, renderTemplate } from "~/template-sdk/testing";
import { Template } from "./index";
import pkg from "./package.json";

const manifest = manifestOf(pkg, "templates/monochrome/package.json");
const render = (overrides = {}, hydrated = false) =>
  renderTemplate(Template, manifest, fixtureProps(overrides), { hydrated });

describe("monochrome template (docs/product.md#public-portfolio-and-templates)", () => {
  it("is dark and asks for no hero", () => {
    expect(manifest.usesHero).toBe(false);
    expect(manifest.colorScheme.background).toBe("#000000");
    const html = render();
    expect(html).not.toContain('data-section="hero"');
    expect(html).not.toContain('data-section="footer"');
    expect(html).not.toContain('data-section="contact"');
  });

  it("lays the grid out in 2, 3 and 5 columns, every 4th slot a double-sized featured photo", () => {
    // p1..p3 featured: p1 opens the carousel, the grid gets p2..p10.
    const html = render({ photos: fixturePhotos(10, 3) });
    expect(html).toContain("--vf-cols:2;--vf-cols-md:3;--vf-cols-lg:5");
    const grid = html.slice(html.indexOf("vf-masonry--grid"));
    const slots = [
      ...grid.matchAll(
        /class="vf-masonry__item( is-large)?"[^>]*><a href="\/ana\/photos\/(p\d+)"/g,
      ),
    ];
    expect(slots.map(([, large, id]) => `${id}${large ? "*" : ""}`)).toEqual([
      "p4",
      "p5",
      "p6",
      "p2*",
      "p7",
      "p8",
      "p9",
      "p3*",
      "p10",
    ]);
  });

  it("shows carousel dots only with at most 5 featured photos", () => {
    expect(render({ photos: fixturePhotos(8, 5) }, true)).toContain("vf-dot");
    expect(render({ photos: fixturePhotos(8, 6) }, true)).not.toContain("vf-dot");
  });
});
