import { Badge, BlockStack, Box, InlineStack, ProgressBar, Text } from "@shopify/polaris";
import { useId } from "react";
import { isDone, statusText, summarise, summaryText, type BulkItem } from "./bulk-items";

function ItemRow({ item }: { item: BulkItem }) {
  const nameId = useId();
  const done = isDone(item);
  return (
    <li data-bulk-file={item.name}>
      <Box paddingBlock="200">
        <BlockStack gap="100">
          <InlineStack align="space-between" blockAlign="center" gap="200" wrap={false}>
            <span id={nameId} style={{ overflowWrap: "anywhere" }}>
              <Text as="span" fontWeight="medium">
                {item.name}
              </Text>
            </span>
            {item.status === "uploaded" ? (
              <Badge tone="success">Uploaded</Badge>
            ) : item.status === "failed" ? (
              <Badge tone="critical">Failed</Badge>
            ) : null}
          </InlineStack>
          {item.status === "uploaded" ? null : (
            <Text as="p" tone={item.status === "failed" ? "critical" : "subdued"}>
              {statusText(item)}
            </Text>
          )}
          {done || item.status === "waiting" ? null : (
            <ProgressBar progress={item.progress} size="small" ariaLabelledBy={nameId} />
          )}
        </BlockStack>
      </Box>
    </li>
  );
}

/** Each chosen file and what became of it, with the overall count and, at the end, a summary. */
export function BulkResults({ items, running }: { items: BulkItem[]; running: boolean }) {
  const headingId = useId();
  if (!items.length) return null;
  const summary = summarise(items);
  return (
    <section aria-labelledby={headingId}>
      <BlockStack gap="300">
        <Text as="h3" variant="headingMd" id={headingId}>
          Files
        </Text>
        <p role="status">
          <Text as="span" tone="subdued">
            {running ? `${summary.done} of ${summary.total} done` : `Done: ${summaryText(summary)}`}
          </Text>
        </p>
        {running ? (
          <ProgressBar
            progress={Math.round((summary.done / summary.total) * 100)}
            size="small"
            ariaLabelledBy={headingId}
          />
        ) : null}
        <ul style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {items.map((item) => (
            <ItemRow key={item.id} item={item} />
          ))}
        </ul>
      </BlockStack>
    </section>
  );
}
