import { AppProvider } from "@shopify/polaris";
import en from "@shopify/polaris/locales/en.json";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeroBannerList } from "./hero-banner-list";

const render = (heroes: Parameters<typeof HeroBannerList>[0]["heroes"]) =>
  renderToString(
    <AppProvider i18n={en}>
      <HeroBannerList heroes={heroes} />
    </AppProvider>,
  );

describe("the banner list (docs/product.md#admin-dashboard)", () => {
  it("shows 6 placeholders while the banners are on their way", () => {
    const out = render(new Promise(() => {}));
    expect(out.match(/hero-banner-skeleton__image/g)).toHaveLength(6);
    expect(out).toContain('aria-busy="true"');
    expect(out).toContain("Loading hero banners…");
  });

  it("says so when there is no banner yet", () => {
    const out = render([]);
    expect(out).not.toContain("hero-banner-skeleton");
    expect(out).toContain("No hero banners yet");
  });
});
