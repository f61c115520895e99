import { describe, expect, it } from "vitest";
import {
  accessibleName,
  fixturePhotos,
  fixtureProps,
  linkHref,
  manifestOf,
  parsePage,
  regionNamed,
  renderTemplate,
  tagsIn,
  textOf,
} from "~/template-sdk/testing";
import { Template } from "./index";
import pkg from "./package.json";

const manifest = manifestOf(pkg, "templates/classic/package.json");
const render = (overrides = {}, hydrated = false) =>
  renderTemplate(Template, manifest, fixtureProps(overrides), { hydrated });

describe("classic template (docs/product.md#public-portfolio-and-templates)", () => {
  it("is the default template", () => {
    expect(manifest).toMatchObject({ id: "classic", isDefault: true, usesHero: true });
  });

  it("opens with a full-screen hero: portrait, name, tagline, social links and categories", () => {
    const html = render();
    // The footer and About repeat the social links: only the hero's own count here.
    const hero = regionNamed(parsePage(html), "Ana Lens");
    expect(tagsIn(hero, "img").map((img) => img.attribs.alt)).toContain("Portrait of Ana Lens");
    expect(html).toMatch(/<h1 id="classic-hero-title">Ana Lens<\/h1>/);
    expect(textOf(hero)).toContain("Light on the coast");
    expect(linkHref(hero, "Instagram")).toBe("https://instagram.com/ana.lens");
    expect(linkHref(hero, "Twitter")).toBe("https://twitter.com/analens");
    expect(linkHref(hero, "Website")).toBe("https://ana.example/");
    const categories = regionNamed([hero], "Photo categories");
    expect(linkHref(categories, "Landscape")).toBe("/ana?featured=landscape#gallery");
    expect(linkHref(categories, "All")).toBe("/ana#gallery");
    expect(tagsIn(hero, "img").map((img) => img.attribs.src)).toContain("/media/hero/coast.jpg");
  });

  it("hides the hero's social links when the photographer turns the setting off", () => {
    const hero = regionNamed(
      parsePage(render({ settings: { heroSocialLinks: false } })),
      "Ana Lens",
    );
    const names = tagsIn(hero, "a").map(accessibleName);
    expect(names).toContain("Landscape");
    for (const social of ["Instagram", "Twitter", "Website"]) expect(names).not.toContain(social);
  });

  it("shows the featured carousel in all, then a masonry grid without the first photo", () => {
    const html = render({ photos: fixturePhotos(6, 2) });
    const carousel = html.slice(0, html.indexOf("vf-masonry"));
    const grid = html.slice(html.indexOf("vf-masonry"));
    expect(carousel).toContain("Featured Work");
    expect(carousel.match(/\/ana\/photos\/p\d/g)).toEqual(["/ana/photos/p1", "/ana/photos/p2"]);
    expect(grid.match(/\/ana\/photos\/p\d/g)).toEqual([
      "/ana/photos/p2",
      "/ana/photos/p3",
      "/ana/photos/p4",
      "/ana/photos/p5",
      "/ana/photos/p6",
    ]);
  });

  it("drops the carousel in a category and heads the gallery with its name", () => {
    const html = render({ selectedCategory: "black-and-white" });
    expect(html).toContain(">Black &amp; White</h2>");
    expect(html).not.toContain("vf-carousel");
  });

  it("has an About Me with the bio, or the site blurb for a signed-out visitor on home", () => {
    const about = regionNamed(parsePage(render()), "About Me");
    expect(textOf(about)).toContain("I photograph the Atlantic coast in every season.");
    const home = render({ owner: null, view: "home", hero: null });
    expect(textOf(regionNamed(parsePage(home), "About"))).toContain("Showcase your work globally");
    expect(home).toContain(">VIEWFINDER</h1>");
    expect(home).toContain("YOUR STORY, THROUGH THE LENS");
  });

  it("adds carousel arrows and dots once hydrated", () => {
    const html = render({ photos: fixturePhotos(8, 6) }, true);
    expect(html).toContain('aria-label="Next photo"');
    expect(html.match(/class="vf-dot( is-active)?"/g)).toHaveLength(5);
  });
});
