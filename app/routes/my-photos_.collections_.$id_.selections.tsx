import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { selectionsPageData, photographerPage } from "~/services/my-photos/share-link-pages.server";
import { myPhotosNav } from "~/ui/app-nav";
import {
  shareLinkPageHandle,
  shareLinkPageHeaders,
  shareLinkPageLinks,
} from "~/ui/my-photos/share-links/page-exports";
import { SelectionsPage } from "~/ui/my-photos/share-links/selections-page";
import { titleMeta } from "~/ui/page-title";

export const links = shareLinkPageLinks;
export const handle = shareLinkPageHandle;
export const headers = shareLinkPageHeaders;

/** docs/product.md#share-links "Selections": what guests chose, to copy or download. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return photographerPage(request, (userId) => selectionsPageData(userId, params.id!));
}

export default function CollectionSelections() {
  const { user, ...page } = useLoaderData<typeof loader>();
  return <SelectionsPage data={{ ...page, nav: myPhotosNav(user) }} />;
}

export const meta = titleMeta("Selections");
