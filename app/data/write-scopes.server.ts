import type { Document, Filter, Update } from "./collection";
import { HOME_SCOPE, SITE_SCOPE, userScope } from "./public-scopes";

/**
 * Which public scopes one write changed (docs/decisions/0051-scoped-cache-invalidation.md), told
 * from the write itself: the document it inserted, updated (as updated) or removed, its filter
 * and its update. When the owner cannot be told, the answer is SITE_SCOPE: a write path added
 * later still empties every cached page, as before scopes existed.
 */
export interface WriteFacts {
  op: "insert" | "updateOne" | "updateMany" | "deleteOne" | "deleteMany";
  /** The inserted document, the updated one as updated, or the removed one as it was. */
  doc?: Document | null;
  filter?: Filter;
  update?: Update;
}

export type ScopesOf = (write: WriteFacts) => string[];

/** Collections whose every write can show on every page (site settings, hero banners). */
export const siteWide: ScopesOf = () => [SITE_SCOPE];

const UPDATE_OPERATORS = ["$set", "$unset", "$inc", "$push", "$pull", "$addToSet"] as const;

/** Whether an update writes one of `fields` (or a path inside one). */
function touches(update: Update | undefined, fields: ReadonlySet<string>): boolean {
  if (!update) return true;
  return UPDATE_OPERATORS.some((operator) =>
    Object.keys(update[operator] ?? {}).some((path) => fields.has(path.split(".")[0]!)),
  );
}

/** The user a write belongs to: on its document, or named exactly by its filter. */
function ownerOf(write: WriteFacts, field: string): string | undefined {
  const fromDoc = (write.doc as Record<string, unknown> | null | undefined)?.[field];
  if (typeof fromDoc === "string") return fromDoc;
  const fromFilter = write.filter?.[field];
  return typeof fromFilter === "string" ? fromFilter : undefined;
}

// What makes a photo appear on, or leave, the home gallery.
const HOME_PHOTO_FIELDS = new Set(["isPublic", "featured", "publicBeforeSuspension"]);

/** A photo: its owner's pages; the home gallery only when it is, or was made, public or featured. */
export const photoScopes: ScopesOf = (write) => {
  const owner = ownerOf(write, "userId");
  if (!owner) return [SITE_SCOPE];
  const doc = write.doc as { isPublic?: boolean; featured?: boolean } | null | undefined;
  // A write of many photos, or one whose document is unknown, may have touched a public one.
  const shows =
    !doc ||
    write.op === "updateMany" ||
    write.op === "deleteMany" ||
    Boolean(doc.isPublic || doc.featured) ||
    (write.op === "updateOne" && touches(write.update, HOME_PHOTO_FIELDS));
  return shows ? [userScope(owner), HOME_SCOPE] : [userScope(owner)];
};

// What the home page's photographers section shows of someone, and what decides they are listed;
// and the watermark, which names the URLs of their photos in the home gallery (ADR 65).
const HOME_USER_FIELDS = new Set([
  "watermark",
  "username",
  "firstName",
  "lastName",
  "profileImageUrl",
  "tagline",
  "status",
  "role",
  "portfolioUrlType",
  "fullNameKey",
  "usernameKey",
]);

// What decides which account a portfolio address (/{identifier}) names: a change may move an
// address from one photographer to another, so it is a change of the whole site.
const ADDRESS_FIELDS = new Set(["username", "usernameKey", "fullNameKey", "portfolioUrlType"]);

/** An account: its own pages; the home page when what it lists of someone changed. */
export const userScopes: ScopesOf = (write) => {
  const owner = ownerOf(write, "_id");
  if (!owner) return [SITE_SCOPE];
  if (write.op === "updateOne" && touches(write.update, ADDRESS_FIELDS)) return [SITE_SCOPE];
  const shows = write.op !== "updateOne" || touches(write.update, HOME_USER_FIELDS);
  return shows ? [userScope(owner), HOME_SCOPE] : [userScope(owner)];
};

/** Something only its owner's pages show (their hero choice). */
export const ownedScopes: ScopesOf = (write) => {
  const owner = ownerOf(write, "userId");
  return owner ? [userScope(owner)] : [SITE_SCOPE];
};

/** A photographer's category: their pages, and the home page's category list. */
export const ownedAndHomeScopes: ScopesOf = (write) => {
  const owner = ownerOf(write, "userId");
  return owner ? [userScope(owner), HOME_SCOPE] : [SITE_SCOPE];
};
