import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlockStack, Card, DataTable, InlineGrid, Text } from "@shopify/polaris";
import { adminOverview } from "~/services/admin.server";
import { requireAdminPage } from "~/services/auth/guards.server";

/**
 * Overview tab (docs/product.md#admin-dashboard): users, admins, platform status, and first-party
 * page views.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminPage(request);
  return adminOverview();
}

export default function OverviewTab() {
  const overview = useLoaderData<typeof loader>();
  return (
    <BlockStack gap="400">
      <Text as="h2" variant="headingLg">
        Overview
      </Text>
      <InlineGrid columns={{ xs: 1, md: 3 }} gap="400">
        <OverviewTile label="Total users" value={overview.totalUsers} />
        <OverviewTile label="Admin users" value={overview.adminUsers} />
        <OverviewTile label="Platform status" value="Active" />
      </InlineGrid>
      <Card>
        <BlockStack gap="200">
          <Text as="h3" variant="headingMd">
            Page views ({overview.totalViews})
          </Text>
          <Text as="p" tone="subdued">
            Counted on this server, without cookies: one counter per page per day.
          </Text>
          {overview.topPortfolios.length ? (
            <DataTable
              columnContentTypes={["text", "numeric"]}
              headings={["Portfolio", "Views"]}
              rows={overview.topPortfolios.map((p) => [
                p.username ? <a href={`/${p.username}`}>{p.name}</a> : p.name,
                p.views,
              ])}
            />
          ) : (
            <Text as="p">No portfolio views yet.</Text>
          )}
        </BlockStack>
      </Card>
    </BlockStack>
  );
}

function OverviewTile({ label, value }: { label: string; value: string | number }) {
  return (
    <Card>
      <Text as="p" tone="subdued">
        {label}
      </Text>
      <Text as="p" variant="headingXl">
        {value}
      </Text>
    </Card>
  );
}
