import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { activityPageData, photographerPage } from "~/services/my-photos/share-link-pages.server";
import { myPhotosNav } from "~/ui/app-nav";
import { ActivityPage } from "~/ui/my-photos/share-links/activity-page";
import {
  shareLinkPageHandle,
  shareLinkPageHeaders,
  shareLinkPageLinks,
} from "~/ui/my-photos/share-links/page-exports";
import { titleMeta } from "~/ui/page-title";

export const links = shareLinkPageLinks;
export const handle = shareLinkPageHandle;
export const headers = shareLinkPageHeaders;

/** docs/product.md#share-links "Activity": one link's last 90 days. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return photographerPage(request, (userId) =>
    activityPageData(userId, params.id!, params.linkId!),
  );
}

export default function ShareLinkActivity() {
  const { user, ...page } = useLoaderData<typeof loader>();
  return <ActivityPage data={{ ...page, nav: myPhotosNav(user) }} />;
}

export const meta = titleMeta("Link activity");
