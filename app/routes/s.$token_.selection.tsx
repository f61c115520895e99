import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { guestPageAction } from "~/services/share-links/guest-actions.server";
import { loadSelectionPage } from "~/services/share-links/link-page.server";
import { portfolioBarHandle } from "~/ui/portfolio-bar";
import { LinkExpiredPage, LinkNotFoundPage } from "~/ui/share-links/link-pages";
import { shareLinkHeaders, shareLinkMeta } from "~/ui/share-links/link-route";
import { SelectionPage } from "~/ui/share-links/selection-page";
import { shareLinkStyles } from "~/ui/share-links/share-link-styles";

// No publicCache export: never kept by the public page cache (ADR 57, 63).

export const links: LinksFunction = () => shareLinkStyles();

export const handle = portfolioBarHandle;

export const headers = shareLinkHeaders;

/** /s/{token}/selection: the guest's favourites, comments and "Send my selection" (ADR 66). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return loadSelectionPage(request, params.token!);
}

/** POST: the guest's name, a favourite, a comment, "Send my selection" (ADR 66). */
export const action = guestPageAction;

export default function SharedSelection() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "expired") return <LinkExpiredPage {...data} />;
  return <SelectionPage data={data} />;
}

export function ErrorBoundary() {
  return <LinkNotFoundPage />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  shareLinkMeta(
    data?.kind === "selection"
      ? `Your selection · ${data.collectionTitle}`
      : data?.kind === "expired"
        ? "This link has expired"
        : "This link does not work",
  );
