import { copyFile, stat } from "node:fs/promises";
import path from "node:path";
import { db } from "~/data/db.server";
import { createCustomCategory } from "~/services/categories.server";
import {
  setPhotoFeatured,
  setPhotoPublic,
  updatePhotoMetadata,
  uploadPhoto,
} from "~/services/photos/index.server";
import type { DemoPhoto, DemoPhotographer } from "./demo-manifest.server";

/** Where the files are, where to copy them for upload, and what to call after each photo. */
export interface SeedContext {
  contentDir: string;
  uploadDir: string;
  source: string;
  onPhoto: () => void;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The real author under every description: the photographers in the manifest are fictional. */
const credited = (photo: DemoPhoto, source: string) =>
  `${photo.description}<p><em>Photo: ${escapeHtml(photo.credit)} (${escapeHtml(source)}).</em></p>`;

/**
 * `.invalid` can never be a real mailbox (RFC 2606). There is no password hash, so the account
 * cannot sign in with a password, and no identity provider vouches for this address either.
 */
export const demoEmail = (username: string) => `${username}@demo.viewfinder.invalid`;

export async function createPhotographer(p: DemoPhotographer): Promise<string> {
  const { users } = await db();
  const user = await users.create({
    email: demoEmail(p.username),
    role: "user",
    username: p.username,
    firstName: p.firstName,
    lastName: p.lastName,
    tagline: p.tagline,
    bio: p.bio,
    instagram: p.instagram,
    website: p.website,
    templateId: p.templateId,
  });
  return user.id;
}

/**
 * Goes through the same services as a photographer's own upload (the pipeline, sanitising,
 * category checks), from a copy: uploadPhoto treats its file as a disposable upload.
 */
async function seedPhoto(userId: string, photo: DemoPhoto, category: string, ctx: SeedContext) {
  const copy = path.join(ctx.uploadDir, `${userId}-${photo.file}`);
  await copyFile(path.join(ctx.contentDir, photo.file), copy);
  const view = await uploadPhoto(userId, {
    file: { path: copy, size: (await stat(copy)).size, name: photo.file, type: "image/jpeg" },
    title: photo.title,
    category,
    description: credited(photo, ctx.source),
    aiAltText: photo.alt,
  });
  if (photo.tags.length) {
    await updatePhotoMetadata(userId, view.id, { title: photo.title, tags: photo.tags });
  }
  // Uploads start private and unfeatured (docs/product.md#states-and-transitions); the owner's
  // toggles set what the demo shows.
  if (photo.isPublic) await setPhotoPublic(userId, view.id, true);
  if (photo.featured) await setPhotoFeatured(userId, view.id, true);
}

/** The photographer's custom categories, then their photos. */
export async function seedPortfolio(userId: string, p: DemoPhotographer, ctx: SeedContext) {
  const slugs = new Map<string, string>();
  for (const label of p.categories) {
    slugs.set(label, (await createCustomCategory(userId, { label })).categoryId);
  }
  // Galleries list the newest first: the last upload is the manifest's first photo.
  for (const photo of [...p.photos].reverse()) {
    await seedPhoto(userId, photo, slugs.get(photo.category) ?? photo.category, ctx);
    ctx.onPhoto();
  }
}
