import { Badge, BlockStack, Card, DataTable, Text } from "@shopify/polaris";
import type { StorageAudit } from "~/services/admin/storage/index.server";
import { formatBytes } from "~/utils/format-bytes";

const count = (files: number, size: number) => `${files} · ${formatBytes(size)}`;

function ByKind({ audit }: { audit: StorageAudit }) {
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h3" variant="headingMd">
          By kind
        </Text>
        <DataTable
          columnContentTypes={["text", "numeric", "numeric"]}
          headings={["Kind", "Files", "Size"]}
          rows={audit.byKind.map((k) => [k.label, k.files, k.sizeFormatted])}
          totals={["", audit.totalFiles, audit.totalSizeFormatted]}
          showTotalsInFooter
        />
      </BlockStack>
    </Card>
  );
}

function ByUser({ audit }: { audit: StorageAudit }) {
  const rows = audit.breakdown.map((u) => [
    <BlockStack key="name" gap="050">
      <Text as="span" fontWeight="semibold">
        {u.name}
      </Text>
      <a href={`/admin/dashboard/object-storage?user=${encodeURIComponent(u.userId)}`}>
        Browse folder<span className="visually-hidden">{` of ${u.name}`}</span>
      </a>
    </BlockStack>,
    count(u.files, u.size),
    count(u.kinds.originals.files, u.kinds.originals.size),
    count(u.kinds.derivatives.files, u.kinds.derivatives.size),
    count(u.kinds.avatars.files, u.kinds.avatars.size),
    u.databasePhotos,
    u.orphanedFiles || u.missingFiles ? (
      <Badge
        key="state"
        tone="warning"
      >{`${u.orphanedFiles} orphaned, ${u.missingFiles} missing`}</Badge>
    ) : (
      <Badge key="state" tone="success">
        Match
      </Badge>
    ),
  ]);
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h3" variant="headingMd">
          By user
        </Text>
        {rows.length ? (
          <DataTable
            columnContentTypes={["text", "text", "text", "text", "text", "numeric", "text"]}
            headings={[
              "User",
              "All files",
              "Originals",
              "Derivatives",
              "Avatars",
              "Photos",
              "Audit",
            ]}
            rows={rows}
            verticalAlign="middle"
          />
        ) : (
          <Text as="p">No user has stored anything yet.</Text>
        )}
      </BlockStack>
    </Card>
  );
}

/** The audit's breakdown (GET /api/admin/storage/audit) per kind and per user. */
export function AuditBreakdown({ audit }: { audit: StorageAudit }) {
  return (
    <BlockStack gap="400">
      <ByKind audit={audit} />
      <ByUser audit={audit} />
    </BlockStack>
  );
}
