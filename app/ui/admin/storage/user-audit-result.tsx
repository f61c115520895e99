import { Badge, BlockStack, Card, InlineStack, List, Text } from "@shopify/polaris";
import { useId } from "react";
import type { UserAuditResult } from "~/services/admin/storage/index.server";

function KeyList({ title, keys, none }: { title: string; keys: string[]; none: string }) {
  return (
    <BlockStack gap="100">
      <Text as="h4" variant="headingSm">
        {`${title} (${keys.length})`}
      </Text>
      {keys.length ? (
        <List>
          {keys.map((key) => (
            <List.Item key={key}>
              <span className="storage-key">{key}</span>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text as="p" tone="subdued">
          {none}
        </Text>
      )}
    </BlockStack>
  );
}

/** docs/product.md#entities 'User audit result': status, counts, and the keys that do not match. */
export function UserAuditResultCard({ result }: { result: UserAuditResult }) {
  const who = result.username ?? result.userId;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <BlockStack gap="300">
          <InlineStack gap="200" blockAlign="center">
            <Text as="h3" variant="headingMd" id={headingId}>
              {`Audit of ${who}`}
            </Text>
            {result.status === "match" ? (
              <Badge tone="success">Match</Badge>
            ) : (
              <Badge tone="critical">Mismatch</Badge>
            )}
          </InlineStack>
          <Text as="p">
            {`User ID ${result.userId}: ${result.databasePhotos} photos in the database, ${result.storageFiles} files in storage.`}
          </Text>
          <KeyList title="Missing files" keys={result.missingFiles} none="No file is missing." />
          <KeyList title="Orphaned files" keys={result.orphanedFiles} none="No orphaned files." />
          <a href={`/admin/dashboard/object-storage?user=${encodeURIComponent(result.userId)}`}>
            Browse this user&apos;s folder in Object Storage
          </a>
        </BlockStack>
      </Card>
    </section>
  );
}
