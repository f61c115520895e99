import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { titleMeta } from "~/ui/page-title";
import { redirect } from "@remix-run/node";
import { isRouteErrorResponse, Link, Outlet, useLoaderData, useRouteError } from "@remix-run/react";
import { Page } from "@shopify/polaris";
import { requireAdminPage } from "~/services/auth/guards.server";
import { toPublicUser } from "~/services/profile.server";
import adminStyles from "../ui/admin/admin.css?url";
import { DashboardTabBar } from "~/ui/admin/dashboard-tab-bar";
import { tabFromQuery } from "~/ui/admin/dashboard-tabs";
import { AppFrame, appFrameHandle, polarisLinks } from "~/ui/app-frame";
import { adminNav } from "~/ui/app-nav";
import { personalPageHeaders } from "~/ui/personal-page";

export const links: LinksFunction = () => [
  ...polarisLinks(),
  { rel: "stylesheet", href: adminStyles },
];
export const handle = appFrameHandle;
export const headers = personalPageHeaders;

/** The dashboard's frame; every tab is a nested route that checks the role for itself too. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdminPage(request);
  const url = new URL(request.url);
  const tab = tabFromQuery(url.searchParams.get("tab"));
  if (tab && tab !== url.pathname) throw redirect(tab);
  return { viewer: toPublicUser(user) };
}

export default function AdminDashboard() {
  const { viewer } = useLoaderData<typeof loader>();
  return (
    <AppFrame nav={adminNav(viewer)}>
      <Page
        title="Admin Dashboard"
        primaryAction={{ content: "Bulk Upload", url: "/admin/dashboard/bulk-upload" }}
      >
        <DashboardTabBar />
        <Outlet />
      </Page>
    </AppFrame>
  );
}

/**
 * docs/product.md#admin-dashboard: everyone but an admin sees 'Access Denied' (and learns nothing
 * else).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 403 || error.status === 401)) {
    const signedIn = Boolean((error.data as { signedIn?: boolean } | null)?.signedIn);
    return (
      <main className="page page--centered admin-access-denied">
        <h1>Access Denied</h1>
        <p>You need administrator privileges to access this page.</p>
        {signedIn ? <Link to="/">Return Home</Link> : <Link to="/login">Sign In</Link>}
      </main>
    );
  }
  throw error;
}

export const meta = titleMeta("Admin Dashboard");
