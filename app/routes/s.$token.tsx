import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { clientAddress } from "~/server/client-address.server";
import { loadLinkPage, submitLinkPage } from "~/services/share-links/link-page.server";
import { templateStylesheets } from "~/template-sdk/template-assets";
import { portfolioBarHandle } from "~/ui/portfolio-bar";
import { LinkGallery } from "~/ui/share-links/link-gallery";
import { LinkExpiredPage, LinkNotFoundPage, LinkPasswordPage } from "~/ui/share-links/link-pages";
import { shareLinkHeaders, shareLinkMeta } from "~/ui/share-links/link-route";
import { shareLinkStyles } from "~/ui/share-links/share-link-styles";
import { withGuestAddress } from "~/services/share-links/guest-request.server";

// No publicCache export: the public page cache never renders or keeps a /s/ answer (ADR 57, 63).

export const links: LinksFunction = () => [...templateStylesheets(), ...shareLinkStyles()];

/** A client's gallery draws no site bar (the site's sign-in and links mean nothing to a guest). */
export const handle = portfolioBarHandle;

export const headers = shareLinkHeaders;

/** /s/{token}: a share link's gallery, or its password, expired or not-found page. */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  // The view is in the link's activity with the client's network (ADR 66).
  return withGuestAddress(clientAddress(context), () => loadLinkPage(request, params.token!));
}

/** The password form's post (docs/product.md#share-links). */
export function action({ request, params, context }: ActionFunctionArgs) {
  return submitLinkPage(request, params.token!, clientAddress(context));
}

/**
 * Never after a post (ADR 66): the gallery's data requests (/s/{token}.data) carry none of the
 * link's cookies (Path=/s/{token}), so the answer would be a locked page or a guest unknown. Its
 * hearts post with `fetch` and the gallery follows the saved changes itself
 * (gallery-favourites.tsx); its other forms reload the document.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod ? false : defaultShouldRevalidate);

export default function SharedCollection() {
  const data = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  if (data.kind === "expired") return <LinkExpiredPage {...data} />;
  if (data.kind === "locked") {
    const error = refused && "error" in refused ? refused.error : data.error;
    return <LinkPasswordPage error={error} />;
  }
  return <LinkGallery data={data} />;
}

export function ErrorBoundary() {
  return <LinkNotFoundPage />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  shareLinkMeta(
    data?.kind === "gallery"
      ? `${data.collection.title} · ${data.owner.displayName}`
      : data?.kind === "expired"
        ? "This link has expired"
        : data?.kind === "locked"
          ? "Protected gallery"
          : "This link does not work",
  );
