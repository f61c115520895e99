import type { Schema } from "mongoose";
import { apiTokenSchema } from "~/data/api-tokens.server";
import { categorySchema } from "~/data/categories.server";
import type { Collection, Document, Filter } from "~/data/collection";
import { dataVersionSchema } from "~/data/data-versions.server";
import { emailSchema } from "~/data/emails.server";
import type { Engine } from "~/data/engine.server";
import { googleConnectionSchema } from "~/data/google-connections.server";
import { heroImageSchema } from "~/data/hero-images.server";
import { heroSelectionSchema } from "~/data/hero-selections.server";
import { importJobSchema } from "~/data/import-jobs.server";
import { invitationSchema } from "~/data/invitations.server";
import { LINK_ACTIVITY_DAYS, linkActivitySchema } from "~/data/link-activity.server";
import { linkFavouriteSchema } from "~/data/link-favourites.server";
import { linkGuestSchema } from "~/data/link-guests.server";
import { messageSchema } from "~/data/messages.server";
import { pageViewSchema } from "~/data/page-views.server";
import { passwordResetSchema } from "~/data/password-resets.server";
import { photoCollectionSchema } from "~/data/photo-collections.server";
import { photoSchema } from "~/data/photos.server";
import { portfolioOrderSchema } from "~/data/portfolio-orders.server";
import { rateLimitSchema } from "~/data/rate-limits.server";
import { sessionSchema } from "~/data/sessions.server";
import { shareLinkSchema } from "~/data/share-links.server";
import { siteSettingsSchema } from "~/data/site-settings.server";
import { uploadInProgressSchema } from "~/data/uploads-in-progress.server";
import { userSchema } from "~/data/users.server";

/** A collection as the operations tools see it: a name, its schema and what of it to move. */
export interface CollectionSpec {
  name: string;
  schema: Schema;
  /** In backups: sessions are left out (a restored site is signed out, nothing to leak). */
  inBackups: boolean;
  /** Copied by a move: everything but counters that mean nothing to another installation. */
  inMoves: boolean;
  /**
   * Which documents are worth moving at `now`. Sessions about to expire are left behind: both
   * engines drop them on their own, so counting them could differ from one moment to the next.
   */
  live?: (now: Date) => Filter;
}

const SESSION_MARGIN_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every collection openDatabase opens (app/data/db.server.ts), by the same names and schemas.
 * collections.server.test.ts fails when the app gains a collection this list lacks.
 */
export const COLLECTIONS: readonly CollectionSpec[] = [
  { name: "users", schema: userSchema, inBackups: true, inMoves: true },
  { name: "photos", schema: photoSchema, inBackups: true, inMoves: true },
  { name: "categories", schema: categorySchema, inBackups: true, inMoves: true },
  { name: "photoCollections", schema: photoCollectionSchema, inBackups: true, inMoves: true },
  { name: "portfolioOrders", schema: portfolioOrderSchema, inBackups: true, inMoves: true },
  // Hashed tokens only (ADR 63): a restored or moved site keeps its clients' links working.
  { name: "shareLinks", schema: shareLinkSchema, inBackups: true, inMoves: true },
  // A link's guests and their favourites (ADR 66): what clients chose outlives a restore or move.
  { name: "linkGuests", schema: linkGuestSchema, inBackups: true, inMoves: true },
  { name: "linkFavourites", schema: linkFavouriteSchema, inBackups: true, inMoves: true },
  // 90 days of reduced addresses and times: the photographer's view of the links' use carries over.
  {
    name: "linkActivity",
    schema: linkActivitySchema,
    inBackups: true,
    inMoves: true,
    // Entries about to expire are left behind, as sessions are: both engines drop them on their own.
    live: (now) => ({
      at: { $gt: new Date(now.getTime() - LINK_ACTIVITY_DAYS * DAY_MS + SESSION_MARGIN_MS) },
    }),
  },
  { name: "heroImages", schema: heroImageSchema, inBackups: true, inMoves: true },
  { name: "heroSelections", schema: heroSelectionSchema, inBackups: true, inMoves: true },
  { name: "messages", schema: messageSchema, inBackups: true, inMoves: true },
  { name: "emails", schema: emailSchema, inBackups: true, inMoves: true },
  { name: "pageViews", schema: pageViewSchema, inBackups: true, inMoves: true },
  { name: "googleConnections", schema: googleConnectionSchema, inBackups: true, inMoves: true },
  { name: "importJobs", schema: importJobSchema, inBackups: true, inMoves: true },
  { name: "siteSettings", schema: siteSettingsSchema, inBackups: true, inMoves: true },
  { name: "invitations", schema: invitationSchema, inBackups: true, inMoves: true },
  // Hashed only (ADR 68): a restored or moved site keeps its photographers' scripts working.
  { name: "apiTokens", schema: apiTokenSchema, inBackups: true, inMoves: true },
  {
    name: "sessions",
    schema: sessionSchema,
    inBackups: false,
    inMoves: true,
    live: (now) => ({ expiresAt: { $gt: new Date(now.getTime() + SESSION_MARGIN_MS) } }),
  },
  // Reset links live an hour: a move keeps the ones still usable, a restore revives none.
  {
    name: "passwordResets",
    schema: passwordResetSchema,
    inBackups: false,
    inMoves: true,
    live: (now) => ({ expiresAt: { $gt: new Date(now.getTime() + SESSION_MARGIN_MS) } }),
  },
  // Rate-limit counters of a few minutes (app/data/rate-limits.server.ts).
  { name: "rateLimits", schema: rateLimitSchema, inBackups: false, inMoves: false },
  // The public data version (app/data/data-versions.server.ts): a new site starts with empty caches.
  { name: "dataVersions", schema: dataVersionSchema, inBackups: false, inMoves: false },
  // Notes of photos being stored (ADR 39): about this installation's files at this moment only.
  {
    name: "uploadsInProgress",
    schema: uploadInProgressSchema,
    inBackups: false,
    inMoves: false,
  },
];

export const MOVED_COLLECTIONS = COLLECTIONS.filter((spec) => spec.inMoves);
export const BACKED_UP_COLLECTIONS = COLLECTIONS.filter((spec) => spec.inBackups);

export function collectionSpec(name: string): CollectionSpec | undefined {
  return COLLECTIONS.find((spec) => spec.name === name);
}

const opened = new WeakMap<Engine, Map<string, Promise<Collection<Document>>>>();

/**
 * One collection of an engine, as plain documents (the tools copy them whole). Each is opened
 * once per engine: a second embedded datastore on the same file would overwrite the first.
 */
export function openCollection(
  engine: Engine,
  spec: CollectionSpec,
): Promise<Collection<Document>> {
  let collections = opened.get(engine);
  if (!collections) opened.set(engine, (collections = new Map()));
  let collection = collections.get(spec.name);
  if (!collection) {
    collection = engine.collection<Document>(spec.name, spec.schema);
    collections.set(spec.name, collection);
  }
  return collection;
}
