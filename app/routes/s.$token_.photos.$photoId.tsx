import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { guestPageAction } from "~/services/share-links/guest-actions.server";
import { loadLinkPhotoPage } from "~/services/share-links/link-page.server";
import { portfolioBarHandle } from "~/ui/portfolio-bar";
import { LinkExpiredPage, LinkNotFoundPage } from "~/ui/share-links/link-pages";
import { LinkPhotoPage } from "~/ui/share-links/link-photo-page";
import { shareLinkHeaders, shareLinkMeta } from "~/ui/share-links/link-route";
import { shareLinkStyles } from "~/ui/share-links/share-link-styles";

// No publicCache export: never kept by the public page cache (ADR 57, 63).

export const links: LinksFunction = () => shareLinkStyles();

export const handle = portfolioBarHandle;

export const headers = shareLinkHeaders;

/** /s/{token}/photos/{photoId}: one photo of a share link, the lightbox without JavaScript. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return loadLinkPhotoPage(request, params.token!, params.photoId!);
}

/** POST: the guest's heart or comment on this photo (ADR 66). */
export const action = guestPageAction;

export default function SharedPhoto() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "expired") return <LinkExpiredPage {...data} />;
  return <LinkPhotoPage {...data} />;
}

export function ErrorBoundary() {
  return <LinkNotFoundPage />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  shareLinkMeta(
    data?.kind === "photo"
      ? `${data.photo.title || "Photo"} · ${data.collectionTitle}`
      : data?.kind === "expired"
        ? "This link has expired"
        : "This link does not work",
  );
