import { BlockStack, Box, InlineGrid, Text } from "@shopify/polaris";
import type { BannerAnalysis } from "~/services/admin/insights/insight-types";

const HEX = /^#[0-9a-f]{6}$/i;

function Palette({ colours }: { colours: string[] }) {
  if (!colours.length) return <>—</>;
  return (
    <ul className="vf-insights-palette">
      {colours.map((colour) => (
        <li key={colour}>
          {HEX.test(colour) ? (
            <span className="vf-insights-swatch" style={{ backgroundColor: colour }} aria-hidden />
          ) : null}
          {colour}
        </li>
      ))}
    </ul>
  );
}

function BannerCard({ banner }: { banner: BannerAnalysis }) {
  return (
    <Box padding="300" borderColor="border" borderWidth="025" borderRadius="200">
      <BlockStack gap="200">
        <Text as="h5" variant="headingSm">
          {banner.bannerName}
        </Text>
        <dl className="vf-insights-pairs">
          <dt>Visual style</dt>
          <dd>{banner.visualStyle}</dd>
          <dt>Mood</dt>
          <dd>{banner.mood}</dd>
          <dt>Photography type</dt>
          <dd>{banner.photographyType}</dd>
          <dt>Appeal</dt>
          <dd>{banner.appealRating === null ? "Not rated" : `${banner.appealRating}/10`}</dd>
          <dt>Colour palette</dt>
          <dd>
            <Palette colours={banner.colorPalette} />
          </dd>
          <dt>Target audience</dt>
          <dd>{banner.targetAudience}</dd>
        </dl>
      </BlockStack>
    </Box>
  );
}

export function BannerAnalysisList({ analysis }: { analysis: BannerAnalysis[] }) {
  return (
    <BlockStack gap="200">
      <Text as="h4" variant="headingSm">
        Per-Banner Analysis
      </Text>
      {analysis.length ? (
        <InlineGrid columns={{ xs: 1, md: 2 }} gap="300">
          {analysis.map((banner) => (
            <BannerCard key={banner.bannerId} banner={banner} />
          ))}
        </InlineGrid>
      ) : (
        <Text as="p" tone="subdued">
          There are no hero banners to analyse yet.
        </Text>
      )}
    </BlockStack>
  );
}
