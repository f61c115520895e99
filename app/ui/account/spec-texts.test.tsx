import { AppProvider } from "@shopify/polaris";
import en from "@shopify/polaris/locales/en.json";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PhotosTab } from "./photos-tab";
import { PortfolioTab } from "./portfolio-tab";

const render = (node: ReactNode) => renderToString(<AppProvider i18n={en}>{node}</AppProvider>);

describe("the account tabs' empty and failed states (docs/product.md#error-catalogue)", () => {
  it("the template picker says when the templates could not be loaded, or there are none", () => {
    const failed = render(<PortfolioTab templates={null} activeTemplateId="classic" />);
    expect(failed).toContain("Unable to load templates. Please try again later.");
    const none = render(<PortfolioTab templates={[]} activeTemplateId="classic" />);
    expect(none).toContain("No templates available at the moment.");
    expect(none).not.toContain("Unable to load templates");
  });

  it("the stats card says when there are no photo statistics, and keeps its buttons", () => {
    const out = render(
      <PhotosTab
        stats={null}
        storage={{
          usedBytes: 0,
          quotaBytes: 1,
          usagePercentage: 0,
          usedFormatted: "0 B",
          quotaFormatted: "250 MB",
        }}
        views={{ portfolio: 0, photos: 0, topPhotos: [] }}
        services={[]}
      />,
    );
    expect(out).toContain("No photo statistics available");
    expect(out).not.toContain("Total Photos");
    expect(out).toContain('href="/my-photos?upload=true"');
  });
});
