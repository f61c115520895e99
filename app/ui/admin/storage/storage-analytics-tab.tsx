import { Banner, BlockStack, Text } from "@shopify/polaris";
import type {
  StorageAnalytics,
  StorageAudit,
  UserAuditResult,
} from "~/services/admin/storage/index.server";
import { AuditBreakdown } from "./audit-breakdown";
import { JsonLinks } from "./json-links";
import { StorageCharts, type Period } from "./storage-charts";
import { SummaryTiles } from "./summary-tiles";
import { UserAuditForm } from "./user-audit-form";
import { UserAuditResultCard } from "./user-audit-result";

export interface StorageAnalyticsData {
  report: { audit: StorageAudit; analytics: StorageAnalytics } | null;
  period: Period;
  userAudit: UserAuditResult | null;
  auditInput: string;
}

/**
 * docs/product.md#admin-dashboard 'Storage Analytics': audit and analytics, charts, and the
 * per-user audit.
 */
export function StorageAnalyticsTab({
  data,
  fieldError,
}: {
  data: StorageAnalyticsData;
  fieldError?: string;
}) {
  const { report, period, userAudit, auditInput } = data;
  return (
    <BlockStack gap="400">
      <Text as="h2" variant="headingLg">
        Storage Analytics
      </Text>
      <JsonLinks />
      {report ? (
        <>
          <SummaryTiles
            tiles={[
              { label: "Total files", value: report.audit.totalFiles },
              { label: "Total size", value: report.audit.totalSizeFormatted },
              { label: "Photos", value: report.analytics.counts.photos },
              { label: "Orphaned files", value: report.audit.orphanedFiles },
              { label: "Missing files", value: report.audit.missingFiles },
            ]}
          />
          <StorageCharts analytics={report.analytics} period={period} />
        </>
      ) : (
        <Banner tone="critical" title="Failed to load storage analytics">
          <p>The object store or the database did not answer. Try again in a moment.</p>
        </Banner>
      )}
      <UserAuditForm value={auditInput} error={fieldError} />
      {userAudit ? <UserAuditResultCard result={userAudit} /> : null}
      {report ? <AuditBreakdown audit={report.audit} /> : null}
    </BlockStack>
  );
}
