import { Link } from "@remix-run/react";
import { BlockStack, Card, DataTable, Text } from "@shopify/polaris";
import type { StorageAnalytics } from "~/services/admin/storage/index.server";
import { HorizontalBarChart } from "./bar-chart";
import { ColumnChart } from "./column-chart";
import { longDay, shortDay } from "./format-dates";

export type Period = "day" | "week";
const TOP_USERS = 10;

function StoragePerUser({ analytics }: { analytics: StorageAnalytics }) {
  const top = analytics.storagePerUser.slice(0, TOP_USERS);
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h3" variant="headingMd">
          Storage per user
        </Text>
        {top.length ? (
          <HorizontalBarChart
            title={`Storage per user, the ${top.length} largest`}
            data={top.map((u) => ({ label: u.name, value: u.size, valueLabel: u.sizeFormatted }))}
          />
        ) : (
          <Text as="p">Nothing is stored yet.</Text>
        )}
      </BlockStack>
    </Card>
  );
}

function describeUploads(buckets: { start: string; count: number }[], period: Period) {
  const total = buckets.reduce((sum, b) => sum + b.count, 0);
  const span = `${period === "day" ? "per day" : "per week"} from ${longDay(buckets[0].start)} to ${longDay(buckets.at(-1)!.start)}`;
  if (total === 0) return `Photos uploaded ${span}: none.`;
  const busiest = buckets.reduce((a, b) => (b.count > a.count ? b : a));
  const when = period === "day" ? longDay(busiest.start) : `the week of ${longDay(busiest.start)}`;
  return `Photos uploaded ${span}: ${total} in all, most on ${when} (${busiest.count}).`;
}

function UploadsOverTime({ analytics, period }: { analytics: StorageAnalytics; period: Period }) {
  const buckets = period === "day" ? analytics.uploadsPerDay : analytics.uploadsPerWeek;
  const unit = period === "day" ? "Day" : "Week of";
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h3" variant="headingMd">
          Uploads over time
        </Text>
        <nav aria-label="Uploads per" className="storage-period-links">
          <Link to="?period=day" aria-current={period === "day" ? "true" : undefined}>
            Per day (30 days)
          </Link>
          <Link to="?period=week" aria-current={period === "week" ? "true" : undefined}>
            Per week (12 weeks)
          </Link>
        </nav>
        <ColumnChart
          title={`Uploads per ${period}`}
          description={describeUploads(buckets, period)}
          data={buckets.map((b) => ({ label: shortDay(b.start), value: b.count }))}
        />
        <details className="storage-table-alternative">
          <summary>Show the numbers as a table</summary>
          <DataTable
            columnContentTypes={["text", "numeric"]}
            headings={[unit, "Uploads"]}
            rows={buckets.map((b) => [longDay(b.start), b.count])}
          />
        </details>
      </BlockStack>
    </Card>
  );
}

/**
 * docs/product.md#admin-dashboard and ADR 0009: storage per user and uploads over time, drawn on
 * the server as SVG.
 */
export function StorageCharts({
  analytics,
  period,
}: {
  analytics: StorageAnalytics;
  period: Period;
}) {
  return (
    <BlockStack gap="400">
      <StoragePerUser analytics={analytics} />
      <UploadsOverTime analytics={analytics} period={period} />
    </BlockStack>
  );
}
