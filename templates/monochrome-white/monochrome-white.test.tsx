import { describe, expect, it } from "vitest";
import { fixturePhotos, fixtureProps, manifestOf, renderTemplate } from "~/template-sdk/testing";
import { Template } from "./index";
import pkg from "./package.json";

const manifest = manifestOf(pkg, "templates/monochrome-white/package.json");
const render = (overrides = {}) => renderTemplate(Template, manifest, fixtureProps(overrides));

describe("monochrome-white template (docs/product.md#public-portfolio-and-templates)", () => {
  it("is light, without a hero, but with contact and footer", () => {
    expect(manifest.usesHero).toBe(false);
    expect(manifest.colorScheme.background).toBe("#ffffff");
    const html = render();
    expect(html).not.toContain('data-section="hero"');
    expect(html).toContain('data-section="contact"');
    expect(html).toContain('data-section="footer"');
  });

  it("doubles every 4th slot with a featured photo", () => {
    const html = render({ photos: fixturePhotos(6, 2) });
    expect(html.match(/vf-masonry__item is-large/g)).toHaveLength(1);
  });
});
