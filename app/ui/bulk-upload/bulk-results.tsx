import { Badge, BlockStack, Box, Button, InlineStack, ProgressBar, Text } from "@shopify/polaris";
import { useId } from "react";
import { fileSize, isDone, statusText, summarise, summaryText, type BulkItem } from "./bulk-items";
import { FileThumbnail } from "./file-thumbnail";

export type Decide = (id: number, choice: "upload" | "skip") => void;

const BADGES = {
  uploaded: <Badge tone="success">Uploaded</Badge>,
  failed: <Badge tone="critical">Failed</Badge>,
  skipped: <Badge>Skipped</Badge>,
  duplicate: <Badge tone="attention">Already uploaded</Badge>,
} as Partial<Record<BulkItem["status"], JSX.Element>>;

function ItemRow({ item, onDecide }: { item: BulkItem; onDecide?: Decide }) {
  const nameId = useId();
  const done = isDone(item);
  const showText = item.status !== "uploaded" && !(item.status === "skipped" && item.file);
  return (
    <li data-bulk-file={item.name}>
      <Box paddingBlock="200">
        <InlineStack gap="300" blockAlign="start" wrap={false}>
          {item.file ? <FileThumbnail file={item.file} /> : null}
          <div style={{ flex: "1 1 auto", minWidth: 0 }}>
            <BlockStack gap="100">
              <InlineStack align="space-between" blockAlign="center" gap="200" wrap={false}>
                <span id={nameId} style={{ overflowWrap: "anywhere", minWidth: 0 }}>
                  <Text as="span" fontWeight="medium">
                    {item.name}
                  </Text>{" "}
                  <Text as="span" tone="subdued" variant="bodySm">
                    {fileSize(item)}
                  </Text>
                </span>
                {BADGES[item.status] ?? null}
              </InlineStack>
              {showText ? (
                <Text as="p" tone={item.status === "failed" ? "critical" : "subdued"}>
                  {statusText(item)}
                </Text>
              ) : null}
              {item.status === "duplicate" && onDecide ? (
                <InlineStack gap="200">
                  <Button size="slim" onClick={() => onDecide(item.id, "upload")}>
                    Upload anyway
                  </Button>
                  <Button size="slim" variant="tertiary" onClick={() => onDecide(item.id, "skip")}>
                    Skip
                  </Button>
                </InlineStack>
              ) : null}
              {done || ["waiting", "checking", "duplicate"].includes(item.status) ? null : (
                <ProgressBar progress={item.progress} size="small" ariaLabelledBy={nameId} />
              )}
            </BlockStack>
          </div>
        </InlineStack>
      </Box>
    </li>
  );
}

/** Each chosen file and what became of it, with the overall count and, at the end, a summary. */
export function BulkResults({
  items,
  running,
  onDecide,
}: {
  items: BulkItem[];
  running: boolean;
  /** With JavaScript: a flagged duplicate is sent or skipped as its owner says. */
  onDecide?: Decide;
}) {
  const headingId = useId();
  if (!items.length) return null;
  const summary = summarise(items);
  const finished = summary.done === summary.total;
  return (
    <section aria-labelledby={headingId}>
      <BlockStack gap="300">
        <Text as="h3" variant="headingMd" id={headingId}>
          Files
        </Text>
        <p role="status">
          <Text as="span" tone="subdued">
            {finished
              ? `Done: ${summaryText(summary)}`
              : `${summary.done} of ${summary.total} done`}
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
            <ItemRow key={item.id} item={item} onDecide={onDecide} />
          ))}
        </ul>
      </BlockStack>
    </section>
  );
}
