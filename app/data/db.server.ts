import type { Schema } from "mongoose";
import type { Document } from "./collection";
import { config } from "~/config.server";
import { logger } from "~/server/log/logger.server";
import { onePerProcess } from "~/utils/one-per-process";
import {
  apiTokenSchema,
  createApiTokensRepository,
  type ApiTokensRepository,
} from "./api-tokens.server";
import {
  createCategoriesRepository,
  categorySchema,
  type CategoriesRepository,
} from "./categories.server";
import {
  createDataVersionsRepository,
  dataVersionSchema,
  type DataVersionsRepository,
} from "./data-versions.server";
import { createEmailsRepository, emailSchema, type EmailsRepository } from "./emails.server";
import { openEmbeddedEngine } from "./embedded-engine.server";
import type { Engine } from "./engine.server";
import {
  createGoogleConnectionsRepository,
  googleConnectionSchema,
  type GoogleConnectionsRepository,
} from "./google-connections.server";
import {
  createImportJobsRepository,
  importJobSchema,
  type ImportJobsRepository,
} from "./import-jobs.server";
import {
  createHeroImagesRepository,
  heroImageSchema,
  type HeroImagesRepository,
} from "./hero-images.server";
import {
  createHeroSelectionsRepository,
  heroSelectionSchema,
  type HeroSelectionsRepository,
} from "./hero-selections.server";
import {
  createInvitationsRepository,
  invitationSchema,
  type InvitationsRepository,
} from "./invitations.server";
import {
  createLinkActivityRepository,
  linkActivitySchema,
  type LinkActivityRepository,
} from "./link-activity.server";
import {
  createLinkFavouritesRepository,
  linkFavouriteSchema,
  type LinkFavouritesRepository,
} from "./link-favourites.server";
import {
  createLinkGuestsRepository,
  linkGuestSchema,
  type LinkGuestsRepository,
} from "./link-guests.server";
import { createMessagesRepository, messageSchema, type MessagesRepository } from "./messages.server";
import { openMongoEngine } from "./mongo-engine.server";
import {
  createPageViewsRepository,
  pageViewSchema,
  type PageViewsRepository,
} from "./page-views.server";
import {
  createPasswordResetsRepository,
  passwordResetSchema,
  type PasswordResetsRepository,
} from "./password-resets.server";
import {
  createPhotoCollectionsRepository,
  photoCollectionSchema,
  type PhotoCollectionsRepository,
} from "./photo-collections.server";
import { createPhotosRepository, photoSchema, type PhotosRepository } from "./photos.server";
import {
  createPortfolioOrdersRepository,
  portfolioOrderSchema,
  type PortfolioOrdersRepository,
} from "./portfolio-orders.server";
import { notifyingWrites, publicWriteNotifier } from "./public-writes.server";
import {
  ownedAndHomeScopes,
  ownedScopes,
  photoScopes,
  siteWide,
  userScopes,
  type ScopesOf,
} from "./write-scopes.server";
import {
  createRateLimitsRepository,
  rateLimitSchema,
  type RateLimitsRepository,
} from "./rate-limits.server";
import { createSessionsRepository, sessionSchema, type SessionsRepository } from "./sessions.server";
import {
  createShareLinksRepository,
  shareLinkSchema,
  type ShareLinksRepository,
} from "./share-links.server";
import {
  createSiteSettingsRepository,
  siteSettingsSchema,
  type SiteSettingsRepository,
} from "./site-settings.server";
import {
  createUploadsInProgressRepository,
  uploadInProgressSchema,
  type UploadsInProgressRepository,
} from "./uploads-in-progress.server";
import { createUsersRepository, userSchema, type UsersRepository } from "./users.server";

export interface DatabaseOptions {
  /** MongoDB when set; otherwise the embedded engine (SQLite) under `${dataDir}/db/`. */
  mongodbUri?: string;
  dataDir: string;
}

export interface Database {
  engine: Engine["kind"];
  users: UsersRepository;
  sessions: SessionsRepository;
  /** One-time password reset links, stored hashed. */
  passwordResets: PasswordResetsRepository;
  photos: PhotosRepository;
  categories: CategoriesRepository;
  /** Photographers' collections of their photos (docs/product.md#collections). */
  photoCollections: PhotoCollectionsRepository;
  /** Each photographer's own order of their portfolio, when they set one (ADR 61). */
  portfolioOrders: PortfolioOrdersRepository;
  /** Client share links to collections, stored hashed (docs/product.md#share-links). */
  shareLinks: ShareLinksRepository;
  /** Guests of share links who gave a name to choose favourites (ADR 66). */
  linkGuests: LinkGuestsRepository;
  /** Guests' favourites and comments, per link (ADR 66). */
  linkFavourites: LinkFavouritesRepository;
  /** What happened through each link, kept 90 days (ADR 66). */
  linkActivity: LinkActivityRepository;
  heroImages: HeroImagesRepository;
  heroSelections: HeroSelectionsRepository;
  messages: MessagesRepository;
  emails: EmailsRepository;
  pageViews: PageViewsRepository;
  importJobs: ImportJobsRepository;
  googleConnections: GoogleConnectionsRepository;
  /** Counters shared by app processes; used only on MongoDB (rate-limit.server.ts). */
  rateLimits: RateLimitsRepository;
  /** Counters shared by app processes: versions of what visitors see, by scope (public-cache). */
  dataVersions: DataVersionsRepository;
  /** Photos being stored, so a start after a crash removes what they left (ADR 39). */
  uploadsInProgress: UploadsInProgressRepository;
  /** The administrator's site settings (one document); public pages show some of them. */
  siteSettings: SiteSettingsRepository;
  /** Single-use sign-up links, stored hashed. */
  invitations: InvitationsRepository;
  /** Photographers' personal access tokens to their API, stored hashed (ADR 68). */
  apiTokens: ApiTokensRepository;
  close(): Promise<void>;
}

/** Opens an engine and the repositories over it (docs/product.md#database-engines). */
export async function openDatabase({ mongodbUri, dataDir }: DatabaseOptions): Promise<Database> {
  const engine: Engine = mongodbUri
    ? await openMongoEngine(mongodbUri)
    : await openEmbeddedEngine(dataDir, logger);
  return openDatabaseOn(engine);
}

/** The repositories over an engine already open; closing the database closes the engine. */
export async function openDatabaseOn(engine: Engine): Promise<Database> {
  try {
    const dataVersions = createDataVersionsRepository(
      await engine.collection("dataVersions", dataVersionSchema),
    );
    // Every write to what a visitor's pages are made of raises the versions of the public scopes
    // it changed (docs/decisions/0026-public-page-cache.md, 0051-scoped-cache-invalidation.md),
    // whichever code path makes it; a collection not placed below changes the whole site.
    const changed = publicWriteNotifier((scopes) => dataVersions.bumpScopes(scopes));
    // No public page shows a link or anything of its guests: their writes empty no cache.
    const linkGuests = createLinkGuestsRepository(
      await engine.collection("linkGuests", linkGuestSchema),
    );
    const linkFavourites = createLinkFavouritesRepository(
      await engine.collection("linkFavourites", linkFavouriteSchema),
    );
    const linkActivity = createLinkActivityRepository(
      await engine.collection("linkActivity", linkActivitySchema),
    );
    const publicFacing = async <T extends Document>(
      name: string,
      schema: Schema,
      scopesOf: ScopesOf = siteWide,
    ) => notifyingWrites(await engine.collection<T>(name, schema), changed, scopesOf);
    return {
      engine: engine.kind,
      users: createUsersRepository(await publicFacing("users", userSchema, userScopes)),
      sessions: createSessionsRepository(await engine.collection("sessions", sessionSchema)),
      passwordResets: createPasswordResetsRepository(
        await engine.collection("passwordResets", passwordResetSchema),
      ),
      photos: createPhotosRepository(await publicFacing("photos", photoSchema, photoScopes)),
      categories: createCategoriesRepository(await publicFacing("categories", categorySchema, ownedAndHomeScopes)),
      // Only their owner's pages show them (ADR 61).
      photoCollections: createPhotoCollectionsRepository(
        await publicFacing("photoCollections", photoCollectionSchema, ownedScopes),
      ),
      portfolioOrders: createPortfolioOrdersRepository(
        await publicFacing("portfolioOrders", portfolioOrderSchema, ownedScopes),
      ),
      // No public page shows a link, and its counters change at every view: writes empty no cache.
      // Deleting links deletes what belongs to them (favourites, then guests, then activity).
      shareLinks: createShareLinksRepository(
        await engine.collection("shareLinks", shareLinkSchema),
        [linkFavourites, linkGuests, linkActivity],
      ),
      linkGuests,
      linkFavourites,
      linkActivity,
      heroImages: createHeroImagesRepository(await publicFacing("heroImages", heroImageSchema)),
      heroSelections: createHeroSelectionsRepository(
        await publicFacing("heroSelections", heroSelectionSchema, ownedScopes),
      ),
      messages: createMessagesRepository(await engine.collection("messages", messageSchema)),
      emails: createEmailsRepository(await engine.collection("emails", emailSchema)),
      pageViews: createPageViewsRepository(await engine.collection("pageViews", pageViewSchema)),
      importJobs: createImportJobsRepository(await engine.collection("importJobs", importJobSchema)),
      googleConnections: createGoogleConnectionsRepository(
        await engine.collection("googleConnections", googleConnectionSchema),
      ),
      rateLimits: createRateLimitsRepository(await engine.collection("rateLimits", rateLimitSchema)),
      dataVersions,
      uploadsInProgress: createUploadsInProgressRepository(
        await engine.collection("uploadsInProgress", uploadInProgressSchema),
      ),
      siteSettings: createSiteSettingsRepository(
        await publicFacing("siteSettings", siteSettingsSchema),
      ),
      invitations: createInvitationsRepository(
        await engine.collection("invitations", invitationSchema),
      ),
      apiTokens: createApiTokensRepository(await engine.collection("apiTokens", apiTokenSchema)),
      close: () => engine.close(),
    };
  } catch (error) {
    await engine.close().catch(() => undefined);
    throw error;
  }
}

// One per process: Remix dev re-imports server modules on every rebuild, and a second engine on
// the same DATA_DIR would find it locked by the first.
const database = onePerProcess("database", (): { opening?: Promise<Database> } => ({}));

/** The process-wide database, opened once from the configuration. */
export function db(): Promise<Database> {
  let opening = database.opening;
  if (!opening) {
    opening = openDatabase({ mongodbUri: config().MONGODB_URI, dataDir: config().dataDir });
    database.opening = opening;
    // A failed open is forgotten, so the next call tries again.
    opening.catch(() => {
      if (database.opening === opening) database.opening = undefined;
    });
  }
  return opening;
}

/** Closes the process-wide database (shutdown, scripts); the next db() opens it again. */
export async function closeDatabase(): Promise<void> {
  const opened = database.opening;
  database.opening = undefined;
  if (opened) await (await opened.catch(() => null))?.close();
}
