import { BlockStack, Text } from "@shopify/polaris";
import { formatDateTime } from "~/ui/admin/messages/format-date";
import { scoreColour, scorePercent, type CompatibilityReport } from "./compatibility-rules";

const COLOUR_WORD = { green: "Good", yellow: "Fair", red: "Poor" } as const;

/** The Overview tab: the score in its colour, and what it is made of. */
export function CompatibilityOverview({ report }: { report: CompatibilityReport | null }) {
  if (!report) {
    return (
      <Text as="p">
        No tests have run in this browser yet. Run Tests measures the page load time (under 5 s),
        memory use (under 50 MB) and how long a hero image takes to load (within 5 s).
      </Text>
    );
  }
  const colour = scoreColour(report.score);
  const measured = report.results.filter((r) => !r.skipped);
  const passed = measured.filter((r) => r.passed).length;
  const skipped = report.results.length - measured.length;
  return (
    <BlockStack gap="200">
      <Text as="h4" variant="headingSm">
        Compatibility score
      </Text>
      <p className={`vf-compat-score vf-compat-score--${colour}`} data-colour={colour}>
        <span className="vf-compat-score__value">{scorePercent(report.score)}</span>
        <span className="vf-compat-score__word">{COLOUR_WORD[colour]}</span>
      </p>
      <Text as="p">
        {`${passed} of ${measured.length} tests passed${skipped ? `; ${skipped} not measurable in this browser` : ""}.`}
      </Text>
      <Text as="p" tone="subdued">
        Last run <time dateTime={report.generatedAt}>{formatDateTime(report.generatedAt)}</time>
      </Text>
    </BlockStack>
  );
}
