import type { Readable } from "node:stream";
import { ZipFile } from "yazl";
import { db } from "~/data/db.server";
import type { LinkFavourite } from "~/data/link-favourites.server";
import type { LinkGuest } from "~/data/link-guests.server";
import type { Photo } from "~/data/photos.server";
import type { ShareLink } from "~/data/share-links.server";
import type { User } from "~/data/users.server";
import { effectiveLicense } from "~/services/photos/photo-rights.server";
import { objectStore } from "~/storage/store.server";
import { RIGHTS_FIELDS } from "~/utils/photo-rights";
import { portfolioPath } from "~/utils/portfolio-url";

/**
 * A photographer's own export (docs/product.md#account-page: nobody is locked in): a zip of their
 * originals, a JSON of their photos' metadata and their profile, categories, collections and
 * portfolio order. Entries are stored, not compressed
 * (photos do not shrink), so the zip's exact size is known before the first byte: the browser's
 * download bar is the progress indication, with or without JavaScript. Originals are read from the
 * object store one at a time as the zip is written, so a large library never sits in memory.
 */

export interface PhotographerExport {
  filename: string;
  /** Exact byte length of `stream`. */
  size: number;
  stream: Readable;
  photoCount: number;
}

/** An original's file extension by its type (share links' downloads name files alike). */
export const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/gif": "gif",
  "image/heic": "heic",
  "image/heif": "heif",
  "image/tiff": "tif",
};

/** "Dunes at Dusk!" → "dunes-at-dusk"; a file name every operating system accepts. */
export function fileSlug(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "photo";
}

function originalPath(photo: Photo): string {
  const ext = EXTENSIONS[photo.originalMime ?? ""] ?? "bin";
  return `photos/${fileSlug(photo.title)}-${photo.id}.${ext}`;
}

/** The rights fields the photo has, each under its IPTC name; none is an empty object. */
const rightsOf = (photo: Photo) =>
  Object.fromEntries(
    RIGHTS_FIELDS.flatMap((f) => (photo.rights?.[f] ? [[f, photo.rights[f]]] : [])),
  );

function photoMetadata(
  photo: Photo,
  file: string | null,
  categoryLabels: Map<string, string>,
  owner: User,
) {
  return {
    id: photo.id,
    file,
    title: photo.title,
    // The name it was uploaded as (ADR 66); null for photos stored before it was kept.
    originalFileName: photo.originalFileName ?? null,
    description: photo.description,
    category: photo.category,
    categoryLabel: categoryLabels.get(photo.category) ?? photo.category,
    tags: photo.tags,
    suggestedTags: photo.aiTags,
    altText: photo.aiAltText ?? null,
    visibility: photo.isPublic ? "public" : "private",
    featured: photo.featured,
    rights: rightsOf(photo),
    // The licence that applies, and whether it is the photographer's default or the photo's own.
    license: effectiveLicense(photo, owner),
    licenseIsDefault: photo.license === undefined,
    width: photo.width ?? null,
    height: photo.height ?? null,
    takenAt: photo.takenAt ?? null,
    exif: photo.exif ?? {},
    // The photographer's own data: the location stays in their export (never in served files).
    gps: photo.gps ?? null,
    dominantColors: photo.dominantColors ?? [],
    importedFrom: photo.source ?? null,
    createdAt: photo.createdAt,
    updatedAt: photo.updatedAt,
  };
}

function profileOf(user: User) {
  return {
    id: user.id,
    email: user.email,
    username: user.username ?? null,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    tagline: user.tagline ?? null,
    bio: user.bio ?? null,
    instagram: user.instagram ?? null,
    twitter: user.twitter ?? null,
    website: user.website ?? null,
    portfolioUrlType: user.portfolioUrlType,
    portfolioPath: portfolioPath(user),
    templateId: user.templateId ?? null,
    role: user.role,
    createdAt: user.createdAt,
  };
}

/** A link's guests with their favourites and comments (ADR 66), as chosen. */
const exportedGuests = (link: ShareLink, guests: LinkGuest[], favourites: LinkFavourite[]) =>
  guests
    .filter((guest) => guest.linkId === link.id)
    .map((guest) => ({
      name: guest.name,
      email: guest.email,
      createdAt: guest.createdAt,
      selectionSentAt: guest.selectionSentAt,
      favourites: favourites
        .filter((favourite) => favourite.guestId === guest.id)
        .map(({ photoId, comment, createdAt }) => ({ photoId, comment, createdAt })),
    }));

const exportedLink = (link: ShareLink, guests: LinkGuest[], favourites: LinkFavourite[]) => ({
  label: link.label,
  hasPassword: link.passwordHash !== null,
  expiresAt: link.expiresAt,
  downloads: link.downloads,
  favourites: link.favourites,
  favouritesLimit: link.favouritesLimit,
  watermark: link.watermark,
  revokedAt: link.revokedAt,
  views: link.viewCount,
  downloadCount: link.downloadCount,
  lastUsedAt: link.lastUsedAt,
  createdAt: link.createdAt,
  guests: exportedGuests(link, guests, favourites),
});

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, "utf8");

/** Builds the export's zip stream; nothing is read from the store until the stream is consumed. */
export async function buildPhotographerExport(
  user: User,
  now = new Date(),
): Promise<PhotographerExport> {
  const {
    photos,
    categories,
    photoCollections,
    portfolioOrders,
    shareLinks,
    linkGuests,
    linkFavourites,
  } = await db();
  const store = objectStore();
  const [own, custom, collections, portfolioOrder, links, guests, favourites] = await Promise.all([
    photos.listByUser(user.id),
    categories.listByUser(user.id),
    photoCollections.listByUser(user.id),
    portfolioOrders.get(user.id),
    shareLinks.listByUser(user.id),
    linkGuests.listByUser(user.id),
    linkFavourites.listByUser(user.id),
  ]);
  const labels = new Map(custom.map((c) => [c.categoryId, c.label]));
  const mtime = now;
  const zip = new ZipFile();
  const metadata = [];

  // Every original's size up front, so the total is exact: one listing of the user's folder
  // (a few requests on S3 even for thousands of photos), a HEAD only for keys stored elsewhere.
  const sizes = new Map(
    (await store.list(`photo/${user.id}/`)).map((object) => [object.key, object.size]),
  );
  const sizeOf = async (key: string) => sizes.get(key) ?? (await store.head(key))?.size;

  for (const photo of own) {
    const size = photo.originalKey ? await sizeOf(photo.originalKey) : undefined;
    if (size === undefined || !photo.originalKey) {
      metadata.push(photoMetadata(photo, null, labels, user));
      continue;
    }
    const key = photo.originalKey;
    const path = originalPath(photo);
    metadata.push(photoMetadata(photo, path, labels, user));
    zip.addReadStreamLazy(path, { size, compress: false, mtime: photo.createdAt }, (callback) => {
      store.get(key).then(
        (read) =>
          read
            ? callback(null, read.body)
            : callback(new Error(`The original of photo ${photo.id} is gone`), null as never),
        (error: unknown) => callback(error, null as never),
      );
    });
  }

  zip.addBuffer(json({ exportedAt: now, photos: metadata }), "photos.json", {
    compress: false,
    mtime,
  });
  zip.addBuffer(
    json({
      profile: profileOf(user),
      categories: custom.map(({ label, categoryId }) => ({ label, categoryId })),
      // In the photographer's order, each with its photos' ids in order (photos.json's ids).
      collections: collections.map(
        ({ id, title, slug, description, visibility, coverPhotoId, photoIds }) => ({
          title,
          slug,
          description,
          visibility,
          coverPhotoId,
          photoIds,
          // What each share link allowed, and what its guests chose (ADR 66); never its address
          // or password (ADR 63: only hashes).
          shareLinks: links
            .filter((link) => link.collectionId === id)
            .map((link) => exportedLink(link, guests, favourites)),
        }),
      ),
      portfolioOrder,
    }),
    "profile.json",
    { compress: false, mtime },
  );
  zip.addBuffer(json(readme(own.length)), "README.json", { compress: false, mtime });

  const size = await new Promise<number>((resolve) => {
    zip.end(undefined, ((total: number) => resolve(total)) as () => void);
  });
  const day = now.toISOString().slice(0, 10);
  return {
    filename: `viewfinder-${fileSlug(user.username ?? user.id)}-${day}.zip`,
    size,
    stream: zip.outputStream as Readable,
    photoCount: own.length,
  };
}

function readme(photoCount: number) {
  return {
    about: "Your Viewfinder export: your original files and everything you wrote about them.",
    files: {
      "photos/": `${photoCount} original file(s), as you uploaded or imported them.`,
      "photos.json":
        "Each photo's title, description, category, tags, visibility, featured flag, rights, licence and camera facts.",
      "profile.json":
        "Your profile, your own categories, your collections with what their share links allowed, and the order of your portfolio (photo ids as in photos.json).",
    },
  };
}
