import { config } from "~/config.server";
import { viewsOf } from "~/services/gallery/views.server";
import { db } from "~/data/db.server";
import type { User } from "~/data/users.server";
import { photoStats, storageUsage } from "~/services/photos/index.server";
import { describeRightsProgress, rightsProgress } from "~/services/photos/rights-changes.server";
import { toPublicUser } from "~/services/profile.server";
import { siteSettings } from "~/services/site-settings/site-settings.server";
import { resolveTab } from "~/utils/account-schemas";
import { photographerPreferences, preferencesFormDefaults } from "~/utils/photographer-preferences";
import type { PhotoChoiceView } from "./account-view";
import { heroPaletteOf } from "./hero-palette.server";
import { heroSelectionOf, listHeroImages } from "./hero.server";
import { toPhotoChoice } from "./own-photo-images.server";
import { photoServices, secondProvider } from "./photo-services.server";
import { templatePicker } from "./templates.server";
import { logger } from "~/server/log/logger.server";

async function ownPhotos(userId: string) {
  const { photos } = await db();
  return photos.listByUser(userId);
}

/** The stored profile, as the Edit Profile form starts from it (and Cancel returns to). */
export function profileDefaults(user: User) {
  return {
    username: user.username ?? "",
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    tagline: user.tagline ?? "",
    bio: user.bio ?? "",
    portfolioUrlType: user.portfolioUrlType,
    instagram: user.instagram ?? "",
    twitter: user.twitter ?? "",
    website: user.website ?? "",
  };
}

/**
 * The stats card says 'No photo statistics available' (docs/product.md#error-catalogue) rather than
 * failing the page.
 */
async function statsOrNull(userId: string) {
  try {
    return await photoStats(userId);
  } catch (error) {
    logger.error({ err: error }, "Photo statistics failed");
    return null;
  }
}

async function photosTab(user: User) {
  const [stats, storage, views, services] = await Promise.all([
    statsOrNull(user.id),
    storageUsage(user.id),
    viewsOf(user.id),
    photoServices(user.id),
  ]);
  return { stats, storage, views, services };
}

async function profileTab(user: User) {
  const [photos, heroes, selection] = await Promise.all([
    ownPhotos(user.id),
    listHeroImages(),
    heroSelectionOf(user.id, user.id),
  ]);
  return {
    defaults: profileDefaults(user),
    photoChoices: photos
      .map((photo) => toPhotoChoice(photo, user))
      .filter((c): c is PhotoChoiceView => c !== null),
    heroes,
    heroSelection: selection,
    palette: await heroPaletteOf(user.id, selection),
  };
}

/** What every account section shows above its tabs: the user and their portfolio's address. */
export function accountHeading(user: User, url: URL) {
  const publicUser = toPublicUser(user);
  // SITE_URL when the app sits behind a proxy; the request's own origin otherwise.
  const portfolioAbsoluteUrl = new URL(publicUser.portfolioUrl, config().SITE_URL ?? url.origin)
    .href;
  return { user: publicUser, portfolioAbsoluteUrl };
}

async function rightsProgressMessage(userId: string): Promise<string | null> {
  const progress = await rightsProgress(userId);
  return progress ? describeRightsProgress(progress) : null;
}

/** Everything the account page shows; each tab's data is read only when that tab is open. */
export async function loadAccountPage(user: User, url: URL) {
  const { tab, section } = resolveTab(url.searchParams.get("tab"));
  return {
    ...accountHeading(user, url),
    tab,
    section: section ?? null,
    photos: tab === "photos" ? await photosTab(user) : null,
    profile: tab === "profile" ? await profileTab(user) : null,
    portfolio: tab === "portfolio" ? templatePicker(user) : null,
    settings:
      tab === "settings"
        ? // Settings shows only the second provider (docs/product.md#account-page): no Google status read here.
          {
            services: [secondProvider()],
            hasPassword: Boolean(user.passwordHash),
            preferences: preferencesFormDefaults(
              photographerPreferences(user, await siteSettings()),
            ),
            // Copies being re-made after a rights change (ADR 48): shown after a save or a reload.
            rightsProgress: await rightsProgressMessage(user.id),
          }
        : null,
  };
}

export type AccountPageData = Awaited<ReturnType<typeof loadAccountPage>>;
