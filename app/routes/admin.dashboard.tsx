import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getCurrentUser } from "~/services/auth/guards.server";
import { adminOverview } from "~/services/admin.server";
import { toPublicUser } from "~/services/profile.server";
import { AppFrame, appFrameHandle, polarisLinks } from "~/ui/app-frame";
import { adminNav } from "~/ui/app-nav";
import { BlockStack, Card, DataTable, InlineGrid, Page, Text } from "@shopify/polaris";

export const links = polarisLinks;
export const handle = appFrameHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  // Spec §2: everyone but an admin sees 'Access Denied' (and learns nothing else).
  if (!user || user.role !== "admin") {
    return data(
      { denied: true as const, signedIn: Boolean(user), overview: null },
      { status: 403 },
    );
  }
  return {
    denied: false as const,
    signedIn: true,
    viewer: toPublicUser(user),
    overview: await adminOverview(),
  };
}

export default function AdminDashboard() {
  const result = useLoaderData<typeof loader>();
  if (result.denied) {
    return (
      <main className="page page--centered">
        <h1>Access Denied</h1>
        <p>You need administrator privileges to access this page.</p>
        {result.signedIn ? <Link to="/">Return Home</Link> : <Link to="/login">Sign In</Link>}
      </main>
    );
  }
  const { overview, viewer } = result;
  return (
    <AppFrame nav={adminNav(viewer)}>
      <Page title="Admin Dashboard">
        <InlineGrid columns={{ xs: 1, md: 3 }} gap="400">
          <OverviewTile label="Total users" value={overview.totalUsers} />
          <OverviewTile label="Admin users" value={overview.adminUsers} />
          <OverviewTile label="Platform status" value="Active" />
        </InlineGrid>
        <div style={{ marginTop: "1rem" }}>
          <Card>
            <BlockStack gap="200">
              <Text as="h2" variant="headingMd">
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
        </div>
      </Page>
    </AppFrame>
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

export const meta: MetaFunction = () => [{ title: "Admin Dashboard · Viewfinder" }];
