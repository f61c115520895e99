import { Badge, BlockStack, Box, InlineStack, Text } from "@shopify/polaris";
import type { CompatibilityResult } from "./compatibility-rules";
import { formatDateTime } from "~/ui/admin/messages/format-date";

function Status({ result }: { result: CompatibilityResult }) {
  if (result.skipped) return <Badge>Not measurable</Badge>;
  return result.passed ? (
    <Badge tone="success">Passed</Badge>
  ) : (
    <Badge tone="critical">Failed</Badge>
  );
}

/** The Test Results tab: every result as stored in the report. */
export function CompatibilityResults({ results }: { results: CompatibilityResult[] }) {
  if (!results.length) {
    return (
      <Text as="p" tone="subdued">
        No results yet: choose Run Tests.
      </Text>
    );
  }
  return (
    <ul className="vf-compat-results">
      {results.map((result) => (
        <li key={result.test}>
          <Box padding="300" borderColor="border" borderWidth="025" borderRadius="200">
            <BlockStack gap="100">
              <InlineStack gap="200" blockAlign="center">
                <Text as="h4" variant="headingSm">
                  {result.test}
                </Text>
                <Status result={result} />
              </InlineStack>
              <Text as="p">{result.message}</Text>
              <Text as="p" tone="subdued" breakWord>
                {result.details}
              </Text>
              <Text as="p" tone="subdued">
                <time dateTime={result.timestamp}>{formatDateTime(result.timestamp)}</time>
              </Text>
            </BlockStack>
          </Box>
        </li>
      ))}
    </ul>
  );
}
