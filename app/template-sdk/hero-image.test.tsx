import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeroBackground } from "./hero-background";
import { HeroImage } from "./hero-image";
import type { HeroPicture } from "./types";

const picture: HeroPicture = {
  sources: {
    avif: "/media/hero/h1/w640-aaaaaaaa.avif 640w, /media/hero/h1/w1280-bbbbbbbb.avif 1280w",
    webp: "/media/hero/h1/w640-cccccccc.webp 640w, /media/hero/h1/w1280-dddddddd.webp 1280w",
    jpeg: "/media/hero/h1/w640-eeeeeeee.jpg 640w, /media/hero/h1/w1280-ffffffff.jpg 1280w",
  },
  width: 1280,
  height: 720,
  placeholder: "data:image/webp;base64,UklGRg==",
};
const url = "/media/hero/h1/w1280-ffffffff.jpg";

describe("HeroBackground (docs/product.md#image-pipeline)", () => {
  it("serves the banner full-bleed from AVIF, WebP and JPEG srcsets, eager and high priority", () => {
    const out = renderToString(<HeroBackground url={url} colors={["#336699"]} picture={picture} />);
    expect(out).toMatch(
      /<picture[^>]*><source type="image\/avif" srcSet="[^"]+640w, [^"]+1280w" sizes="100vw"\/>/,
    );
    expect(out).toContain('<source type="image/webp" srcSet="/media/hero/h1/w640-cccccccc.webp');
    expect(out).toMatch(/<img src="\/media\/hero\/h1\/w1280-ffffffff.jpg" srcSet="[^"]+\.jpg 640w/);
    expect(out).toContain('sizes="100vw" width="1280" height="720" alt=""');
    expect(out).toContain('loading="eager"');
    expect(out).toContain('fetchpriority="high"');
    expect(out).toContain("background-image:url(&quot;data:image/webp;base64,UklGRg==&quot;)");
  });

  it("shows a banner stored without derivatives from its one URL", () => {
    const out = renderToString(<HeroBackground url="/legacy.jpg" />);
    expect(out).not.toContain("<picture");
    expect(out).not.toContain("srcSet");
    expect(out).toContain('<img src="/legacy.jpg"');
    expect(out).toContain('fetchpriority="high"');
  });

  it("renders nothing without a banner", () => {
    expect(renderToString(<HeroBackground url={null} picture={picture} />)).toBe("");
  });
});

describe("HeroImage", () => {
  it("is lazy unless it is the page's hero", () => {
    const out = renderToString(<HeroImage url={url} picture={picture} sizes="200px" />);
    expect(out).toContain('loading="lazy"');
    expect(out).not.toContain("fetchpriority");
    expect(out).toContain('sizes="200px"');
  });
});
