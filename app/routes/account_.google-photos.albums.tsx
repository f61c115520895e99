import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { titleMeta } from "~/ui/page-title";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { Page } from "@shopify/polaris";
import { requireUser } from "~/services/auth/guards.server";
import { ACCOUNT_SIGNED_OUT } from "~/services/toast.server";
import {
  checkConnection,
  consumeCallbackParams,
  loadAlbums,
  submitAlbumSelection,
} from "~/services/google-photos/albums-page.server";
import { toPublicUser } from "~/services/profile.server";
import { requireWriteAllowance } from "~/services/write-limit.server";
import { AppFrame, appFrameHandle, polarisLinks } from "~/ui/app-frame";
import { accountNav } from "~/ui/app-nav";
import albumsStyles from "../ui/google-photos/albums-grid.css?url";
import { AlbumsScreen } from "~/ui/google-photos/albums-screen";
import { personalPageHeaders } from "~/ui/personal-page";

// `account_` keeps this page out of the account page's layout: it is a page of its own.
export const links = () => [...polarisLinks(), { rel: "stylesheet", href: albumsStyles }];
export const handle = appFrameHandle;
export const headers = personalPageHeaders;

/**
 * docs/product.md#google-photos-pages 'Albums page'. The consent callback's parameters are consumed
 * first (toast, clean address). A page load waits for the connection check and the albums, so the
 * page is whole without JavaScript; loaded in place by the browser (a fetch: a link, 'Try Again')
 * they stream in behind 'checking' and 'loading'.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, ACCOUNT_SIGNED_OUT);
  const consumed = await consumeCallbackParams(request);
  if (consumed) throw consumed;
  const connection = checkConnection(user.id);
  const albums = connection.then((check) =>
    check.state === "connected" ? loadAlbums(user.id) : null,
  );
  const inPlace = request.headers.get("Sec-Fetch-Dest") === "empty";
  return {
    user: toPublicUser(user),
    connection: inPlace ? connection : await connection,
    albums: inPlace ? albums : await albums,
  };
}

/** 'Sync Selected Albums': the checked albums' photos are queued for import. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireWriteAllowance(context);
  const user = await requireUser(request, ACCOUNT_SIGNED_OUT);
  return submitAlbumSelection(request, user.id);
}

/**
 * A refused submission changes nothing here: the albums stay on screen with the choice (the
 * root still reloads, which shows the toast). A success leaves for the account page anyway.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod && formMethod.toUpperCase() !== "GET" ? false : defaultShouldRevalidate);

export default function GooglePhotosAlbumsPage() {
  const { user, connection, albums } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <AppFrame nav={accountNav(user)}>
      <Page title="Google Photos Albums" backAction={{ content: "Account", url: "/account" }}>
        <AlbumsScreen
          connection={connection}
          albums={albums}
          lastResult={reply && "lastResult" in reply ? reply.lastResult : undefined}
        />
      </Page>
    </AppFrame>
  );
}

export const meta = titleMeta("Google Photos Albums", "Account");
