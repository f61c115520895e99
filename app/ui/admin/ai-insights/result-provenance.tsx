import { Badge, Banner, InlineStack, Text } from "@shopify/polaris";
import type { InsightsSource } from "~/services/admin/insights/insight-types";
import { formatDateTime } from "~/ui/admin/messages/format-date";

export const HEURISTIC_NOTICE =
  "This is a heuristic, not an AI judgement: it is computed from the banners' stored colour analysis (dominant colour, mood, brightness, palette) and the site's public photo statistics. No model looked at the pictures.";

/** Who wrote a result, when, and — for the heuristic — plainly that it is one. */
export function ResultProvenance({
  source,
  generatedAt,
  providerError,
}: {
  source: InsightsSource;
  generatedAt: string;
  providerError?: string;
}) {
  return (
    <>
      <InlineStack gap="200" blockAlign="center">
        {source === "openai" ? (
          <Badge tone="magic">AI model</Badge>
        ) : (
          <Badge tone="attention">Heuristic</Badge>
        )}
        <Text as="span" tone="subdued">
          Generated <time dateTime={generatedAt}>{formatDateTime(generatedAt)}</time>
        </Text>
      </InlineStack>
      {providerError ? (
        <Banner tone="warning">
          <Text as="p" fontWeight="semibold">
            The AI provider failed
          </Text>
          <p>{providerError}</p>
        </Banner>
      ) : null}
      {source === "heuristic" ? (
        <Banner tone="info">
          <Text as="p" fontWeight="semibold">
            Heuristic analysis
          </Text>
          <p>{HEURISTIC_NOTICE}</p>
        </Banner>
      ) : null}
    </>
  );
}
