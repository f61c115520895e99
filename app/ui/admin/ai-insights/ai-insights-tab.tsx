import { Banner, BlockStack, Button, Card, InlineStack, Text } from "@shopify/polaris";
import type { ReactNode } from "react";
import {
  ANALYSE_INTENT,
  THEMES_INTENT,
  type InsightsActionData,
  type InsightsProviderInfo,
} from "./insights-forms";
import { NoscriptToast } from "./noscript-toast";
import { RecommendationsResult } from "./recommendations-result";
import { ThemeIdeas } from "./theme-ideas";
import { useInsightForm } from "./use-insight-form";

function ProviderNotice({ provider }: { provider: InsightsProviderInfo }) {
  return provider.source === "openai" ? (
    <Text as="p" tone="subdued">
      {`Answers come from the configured AI provider (model ${provider.model}). If it fails, the offline heuristic answers instead and says so.`}
    </Text>
  ) : (
    // A Banner's title is an h2: plain bold text keeps the tab's heading order.
    <Banner tone="info">
      <Text as="p" fontWeight="semibold">
        No AI provider configured
      </Text>
      <p>
        Analyse and theme ideas use an offline heuristic over the banners&apos; stored colours and
        the site&apos;s photo statistics. Set OPENAI_API_KEY (and OPENAI_BASE_URL for a compatible
        server) to ask a model instead.
      </p>
    </Banner>
  );
}

function InsightCard(props: {
  title: string;
  intro: string;
  intent: string;
  button: string;
  busy: boolean;
  Form: React.ElementType;
  children: ReactNode;
}) {
  const { title, intro, intent, button, busy, Form, children } = props;
  return (
    <Card>
      <BlockStack gap="400">
        <BlockStack gap="200">
          <Text as="h3" variant="headingMd">
            {title}
          </Text>
          <Text as="p">{intro}</Text>
        </BlockStack>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={intent} />
          <InlineStack>
            <Button submit variant="primary" loading={busy}>
              {button}
            </Button>
          </InlineStack>
        </Form>
        {children}
      </BlockStack>
    </Card>
  );
}

/**
 * docs/product.md#admin-dashboard 'AI Insights': banner analysis with recommendations, and a theme
 * ideas generator.
 */
export function AiInsightsTab({
  provider,
  actionData,
}: {
  provider: InsightsProviderInfo;
  actionData?: InsightsActionData;
}) {
  const analysis = useInsightForm(ANALYSE_INTENT, actionData);
  const themes = useInsightForm(THEMES_INTENT, actionData);
  return (
    <BlockStack gap="400">
      <Text as="h2" variant="headingLg">
        AI Insights
      </Text>
      <ProviderNotice provider={provider} />
      <InsightCard
        title="Banner Analysis"
        intro="Reads every hero banner: style, mood, type of photography, appeal out of 10, palette and audience; recommends banners for kinds of visitors and a rotation."
        intent={ANALYSE_INTENT}
        button="Analyse"
        busy={analysis.busy}
        Form={analysis.fetcher.Form}
      >
        {analysis.answer?.result ? <RecommendationsResult result={analysis.answer.result} /> : null}
      </InsightCard>
      <InsightCard
        title="Theme Ideas"
        intro="Seasonal and subject themes for banners and featured sets, built on what the site shows."
        intent={THEMES_INTENT}
        button="Generate theme ideas"
        busy={themes.busy}
        Form={themes.fetcher.Form}
      >
        {themes.answer?.result ? <ThemeIdeas result={themes.answer.result} /> : null}
      </InsightCard>
      <NoscriptToast toast={actionData?.toast} />
    </BlockStack>
  );
}
