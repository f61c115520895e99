import { Badge, BlockStack, Box, InlineStack, List, Text } from "@shopify/polaris";
import {
  confidencePercent,
  TOP_RECOMMENDATIONS,
  type AiRecommendations,
} from "~/services/admin/insights/insight-types";
import { BannerAnalysisList } from "./banner-analysis-list";
import { ResultProvenance } from "./result-provenance";

function TopRecommendations({ result }: { result: AiRecommendations }) {
  const top = result.recommendations.slice(0, TOP_RECOMMENDATIONS);
  return (
    <BlockStack gap="200">
      <Text as="h4" variant="headingSm">
        Top Recommendations
      </Text>
      {top.length ? (
        <ol className="vf-insights-recommendations">
          {top.map((r, index) => (
            <li key={`${r.userType}-${index}`}>
              <Box padding="300" borderColor="border" borderWidth="025" borderRadius="200">
                <BlockStack gap="100">
                  <InlineStack gap="200" align="space-between" blockAlign="center">
                    <Text as="span" fontWeight="semibold">
                      {r.bannerName ? `${r.userType} → ${r.bannerName}` : r.userType}
                    </Text>
                    <Badge tone="info">{`${confidencePercent(r.confidence)} confidence`}</Badge>
                  </InlineStack>
                  <Text as="p">{r.reason}</Text>
                </BlockStack>
              </Box>
            </li>
          ))}
        </ol>
      ) : (
        <Text as="p" tone="subdued">
          No recommendations yet: add hero banners and extract their colours.
        </Text>
      )}
    </BlockStack>
  );
}

function Rotation({ result }: { result: AiRecommendations }) {
  const rotation = result.suggestedRotation;
  return (
    <BlockStack gap="200">
      <Text as="h4" variant="headingSm">
        Suggested Rotation
      </Text>
      {rotation ? (
        <dl className="vf-insights-pairs">
          <dt>Schedule</dt>
          <dd>{rotation.schedule}</dd>
          <dt>Reasoning</dt>
          <dd>{rotation.reasoning}</dd>
        </dl>
      ) : (
        <Text as="p" tone="subdued">
          No rotation to suggest without analysed banners.
        </Text>
      )}
    </BlockStack>
  );
}

/**
 * docs/product.md#admin-dashboard 'AI Insights': insights, the top 3 with confidence, rotation,
 * per-banner analysis.
 */
export function RecommendationsResult({ result }: { result: AiRecommendations }) {
  return (
    <BlockStack gap="400">
      <ResultProvenance {...result} />
      {result.insights.length ? (
        <BlockStack gap="200">
          <Text as="h4" variant="headingSm">
            Insights
          </Text>
          <List>
            {result.insights.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </BlockStack>
      ) : null}
      <TopRecommendations result={result} />
      <Rotation result={result} />
      <BannerAnalysisList analysis={result.analysis} />
    </BlockStack>
  );
}
