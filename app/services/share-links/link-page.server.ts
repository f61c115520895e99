import { json, redirect } from "@remix-run/node";
import type { User } from "~/data/users.server";
import { toPortfolioProfile } from "~/services/portfolio.server";
import { siteSettings } from "~/services/site-settings/site-settings.server";
import { pageTemplate } from "~/services/templates/index.server";
import { resolveSettings } from "~/template-sdk/host";
import type { PortfolioOwner } from "~/template-sdk/types";
import { portfolioPath } from "~/utils/portfolio-url";
import {
  countLinkUse,
  linkPhoto,
  linkPhotos,
  linkState,
  type OpenLink,
} from "./guest-access.server";
import { guestSelection } from "./guest-favourites.server";
import { isGuestNotice } from "./guest-texts";
import {
  shareDownloadPath,
  shareFavouritesPath,
  shareLinkPath,
  shareSelectionPath,
  withShareHeaders,
} from "./link-paths";
import { linkCollectionView, linkPhotoViews } from "./link-views.server";
import { submitLinkPassword } from "./password-gate.server";

/**
 * The pages of a share link (docs/product.md#share-links): the gallery, a photo's own page, the
 * password page (which shows nothing of the collection), the expired page (410, naming whom to
 * ask) and the not-found page (404) for unknown and revoked links alike.
 */

const notFound = () => new Response("Not found", { status: 404, headers: withShareHeaders() });

/** Whom a guest of an expired link asks: the photographer, through their portfolio's contact. */
function expired(owner: User) {
  const portfolio = portfolioPath(owner);
  return json(
    {
      kind: "expired" as const,
      photographer: toPortfolioProfile(owner).displayName,
      contactHref: `${portfolio}#contact`,
    },
    { status: 410, headers: withShareHeaders() },
  );
}

const locked = (status = 200, error: string | null = null, extra: HeadersInit = {}) =>
  json({ kind: "locked" as const, error }, { status, headers: withShareHeaders(extra) });

function ownerView(owner: User): PortfolioOwner {
  const { templateId: _templateId, portfolioUrl: _url, ...profile } = toPortfolioProfile(owner);
  return profile;
}

/** The paths and notice the favourite controls need (ADR 66); null when the link has none. */
async function favouritesData(request: Request, open: OpenLink) {
  const selection = await guestSelection(request, open);
  if (!selection) return null;
  const notice = new URL(request.url).searchParams.get("notice");
  return {
    ...selection,
    selectionPath: shareSelectionPath(open.token),
    /** Where the gallery's hearts post with JavaScript (a resource route answering JSON). */
    favouritesPath: shareFavouritesPath(open.token),
    notice: isGuestNotice(notice) ? notice : null,
  };
}
export type FavouritesData = NonNullable<Awaited<ReturnType<typeof favouritesData>>>;

async function galleryData(request: Request, open: OpenLink) {
  const photos = linkPhotoViews(open, await linkPhotos(open));
  const { siteName } = await siteSettings();
  const template = pageTemplate(open.owner.templateId);
  return {
    kind: "gallery" as const,
    owner: ownerView(open.owner),
    collection: linkCollectionView(open, photos.length),
    photos,
    basePath: shareLinkPath(open.token),
    portfolioPath: portfolioPath(open.owner),
    downloads: open.link.downloads,
    downloadAllHref: open.link.downloads === "none" ? null : shareDownloadPath(open.token),
    siteName,
    template,
    // Resolved here, as for a collection page: the browser need not load the host for it.
    settings: resolveSettings(template),
    favourites: await favouritesData(request, open),
  };
}

/** The loader of /s/{token}: each gallery shown counts as a view on the link. */
export async function loadLinkPage(request: Request, token: string) {
  const state = await linkState(request, token);
  if (state.kind === "not-found") throw notFound();
  if (state.kind === "expired") return expired(state.owner);
  if (state.kind === "locked") return locked();
  const data = await galleryData(request, state);
  await countLinkUse(state.link, "view");
  return json(data, { headers: withShareHeaders() });
}

export type LinkPageData = Awaited<ReturnType<typeof galleryData>>;

/**
 * The password form's post: the right password unlocks the link and goes back to its gallery
 * (303, so a reload does not post again); a wrong one answers 401 with the form again; too many
 * wrong ones from one address answer 429 with Retry-After.
 */
export async function submitLinkPage(request: Request, token: string, clientAddress: string) {
  const state = await linkState(request, token);
  if (state.kind === "not-found") throw notFound();
  if (state.kind === "expired") return expired(state.owner);
  const form = await request.formData();
  const outcome =
    state.kind === "open" && !state.link.passwordHash
      ? null
      : await submitLinkPassword(state, form.get("password"), clientAddress);
  if (outcome === null)
    throw redirect(shareLinkPath(token), { status: 303, headers: withShareHeaders() });
  if (outcome.kind === "unlocked") {
    throw redirect(shareLinkPath(token), {
      status: 303,
      headers: withShareHeaders({ "Set-Cookie": outcome.setCookie }),
    });
  }
  if (outcome.kind === "throttled") {
    return locked(429, "Too many wrong passwords. Please wait 15 minutes before trying again.", {
      "Retry-After": String(outcome.retryAfterSeconds),
    });
  }
  return locked(401, "That password is not right.");
}

/** The loader of /s/{token}/photos/{photoId}: one photo, with the way back and its neighbours. */
export async function loadLinkPhotoPage(request: Request, token: string, photoId: string) {
  const state = await linkState(request, token);
  if (state.kind === "not-found") throw notFound();
  if (state.kind === "expired") return expired(state.owner);
  if (state.kind === "locked")
    throw redirect(shareLinkPath(token), { headers: withShareHeaders() });
  const photo = await linkPhoto(state, photoId);
  if (!photo) throw notFound();
  const members = await linkPhotos(state);
  const at = members.findIndex((member) => member.id === photo.id);
  const neighbour = (step: number) => members[(at + step + members.length) % members.length];
  const [view] = linkPhotoViews(state, [photo]);
  return json(
    {
      kind: "photo" as const,
      photo: view!,
      position: at + 1,
      total: members.length,
      previousId: members.length > 1 ? neighbour(-1)!.id : null,
      nextId: members.length > 1 ? neighbour(1)!.id : null,
      collectionTitle: state.collection.title,
      photographer: ownerView(state.owner).displayName,
      basePath: shareLinkPath(token),
      downloadHref: state.link.downloads === "none" ? null : shareDownloadPath(token, photo.id),
      favourites: await favouritesData(request, state),
    },
    { headers: withShareHeaders() },
  );
}

/**
 * The loader of /s/{token}/selection (ADR 66): the guest form until the guest says who they are,
 * then their favourites with comments, "Send my selection", and every photo to choose from.
 */
export async function loadSelectionPage(request: Request, token: string) {
  const state = await linkState(request, token);
  if (state.kind === "not-found") throw notFound();
  if (state.kind === "expired") return expired(state.owner);
  if (state.kind === "locked")
    throw redirect(shareLinkPath(token), { headers: withShareHeaders() });
  const favourites = await favouritesData(request, state);
  if (!favourites) throw notFound();
  return json(
    {
      kind: "selection" as const,
      photos: linkPhotoViews(state, await linkPhotos(state)),
      collectionTitle: state.collection.title,
      basePath: shareLinkPath(token),
      favourites,
    },
    { headers: withShareHeaders() },
  );
}
