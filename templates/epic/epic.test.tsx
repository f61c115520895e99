import { describe, expect, it } from "vitest";
import {
  fixturePhotos,
  fixtureProps,
  manifestOf,
  parsePage,
  renderTemplate,
  sectionMarked,
  tagsIn,
} from "~/template-sdk/testing";
import { Template } from "./index";
import pkg from "./package.json";

const manifest = manifestOf(pkg, "templates/epic/package.json");
const render = (overrides = {}) => renderTemplate(Template, manifest, fixtureProps(overrides));

describe("epic template (docs/product.md#public-portfolio-and-templates)", () => {
  it("gives the intro and every photo a full-height panel", () => {
    const html = render({ photos: fixturePhotos(4, 1) });
    expect(html.match(/data-panel="true"/g)).toHaveLength(5);
    expect(html).toMatch(/<h1 id="epic-title">Ana Lens<\/h1>/);
    expect(html).toContain(">Photo 3</h3>");
  });

  it("captions panels as the photographer chose", () => {
    expect(render({ settings: { captions: "title-and-counter" } })).toContain(">2 / 8</span>");
    const titleOnly = render({ settings: { captions: "title" } });
    expect(titleOnly).toContain(">Photo 2</h3>");
    expect(titleOnly).not.toContain("epic-photo__counter");
    expect(render({ settings: { captions: "none" } })).not.toContain("epic-photo__caption");
  });

  it("counts a large portfolio's panels in the whole set, from where the page starts", () => {
    const paging = { total: 2000, offset: 48, moreHref: null };
    const html = render({ settings: { captions: "title-and-counter" }, paging });
    expect(html).toContain(">49 / 2000</span>");
    expect(html).toContain(">56 / 2000</span>");
  });

  it("loads the first photo eagerly when there is no hero banner above it", () => {
    const gallery = sectionMarked(parsePage(render({ hero: null })), "gallery")!;
    const [first, ...rest] = tagsIn(gallery, "img").map((img) => img.attribs.fetchpriority);
    expect(first).toBe("high");
    expect(rest).not.toContain("high");
  });
});
