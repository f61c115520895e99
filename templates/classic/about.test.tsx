import { describe, expect, it } from "vitest";
import {
  fixtureProps,
  manifestOf,
  parsePage,
  regionNamed,
  renderTemplate,
  textOf,
} from "~/template-sdk/testing";
import { Template } from "./index";
import pkg from "./package.json";

const manifest = manifestOf(pkg, "templates/classic/package.json");
const render = (overrides = {}) => renderTemplate(Template, manifest, fixtureProps(overrides));

describe("classic About for a signed-out visitor (docs/product.md#about-contact-and-footer)", () => {
  it("names both photo-library providers and promises no automatic syncing", () => {
    const html = render({ owner: null, view: "home", hero: null });
    const about = textOf(regionNamed(parsePage(html), "About"));
    expect(about).toContain("Google Photos");
    expect(about).toContain("iCloud Photos");
    expect(about).toContain("Showcase your work globally");
    expect(about).toContain("Connect with other photographers");
    expect(about).not.toMatch(/automatic/i);
  });
});

describe("the classic portrait (docs/product.md#about-contact-and-footer, docs/product.md#error-catalogue: hidden when it fails to load)", () => {
  it("is a ProfileImage that carries the initial a broken image shows without JavaScript", () => {
    const html = render();
    expect(html).toMatch(/<img[^>]*class="vf-profile-image classic-hero__portrait"[^>]*>/);
    expect(html).toMatch(
      /<img[^>]*data-initial="A"[^>]*class="vf-profile-image classic-about__portrait"/,
    );
  });

  it("shows the initial in About when there is no portrait, and nothing in the hero", () => {
    const html = render({ owner: { ...fixtureProps().owner!, profileImage: null } });
    expect(html).not.toContain("classic-hero__portrait");
    expect(html).toContain('<span class="classic-about__initial" aria-hidden="true">A</span>');
  });
});
