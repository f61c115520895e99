import { db } from "~/data/db.server";
import type { User } from "~/data/users.server";
import { demoEmail, findDemoContentDir, loadDemoManifest } from "~/services/demo/index.server";
import { galleryPageData, type GalleryPageData } from "~/services/gallery/page-data.server";
import { portfolioPage } from "~/services/gallery/portfolio-page.server";
import { logger } from "~/server/log/logger.server";
import type { TemplateManifest } from "~/template-sdk/manifest";
import { ALL_CATEGORY } from "~/utils/photo-view";
import { getTemplate } from "./index.server";

export interface TemplatePreview {
  page: GalleryPageData;
  template: TemplateManifest;
  /** True when the photos are the demo photographers' because the owner has none public yet. */
  demoPhotos: boolean;
}

let demoUsernames: Promise<string[]> | undefined;

/** The demo photographers' usernames (demo-content/manifest.json), read once; none without it. */
function demoPhotographers(): Promise<string[]> {
  demoUsernames ??= loadDemoManifest(findDemoContentDir()).then(
    (manifest) => manifest.photographers.map((p) => p.username),
    (error: unknown) => {
      logger.warn({ err: error }, "No demo content for template previews");
      return [];
    },
  );
  return demoUsernames;
}

/**
 * The first page of public photos of a seeded demo photographer (SEED_DEMO), or none. The
 * account must still be the demo's own (its `.invalid` address): a real photographer who took
 * the same username later is never shown in someone else's preview.
 */
async function demoPhotos() {
  const { users } = await db();
  for (const username of await demoPhotographers()) {
    const user = await users.findByUsername(username);
    if (!user || user.email !== demoEmail(username)) continue;
    const { photos } = await portfolioPage(user, ALL_CATEGORY, null);
    if (photos.length > 0) return photos;
  }
  return [];
}

/**
 * The owner's portfolio as visitors would see it in `templateId`, without applying it: their
 * profile, hero and public photos — or, with no public photo yet, the demo photographers' photos,
 * so the template can still be judged. Null for a template that is not installed.
 */
export async function templatePreview(
  owner: User,
  templateId: string,
  category: string | null,
): Promise<TemplatePreview | null> {
  const registered = getTemplate(templateId);
  if (!registered) return null;
  const page = await galleryPageData({
    view: "portfolio",
    owner: { ...owner, templateId },
    viewer: owner,
    category,
  });
  const template = registered.manifest;
  if (page.photos.length > 0 || page.photosError || page.selectedCategory !== ALL_CATEGORY) {
    return { page, template, demoPhotos: false };
  }
  const photos = await demoPhotos();
  if (photos.length === 0) return { page, template, demoPhotos: false };
  const paging = {
    total: photos.length,
    offset: 0,
    cursor: null,
    nextCursor: null,
    beforeId: null,
    firstId: null,
  };
  return { page: { ...page, photos, paging }, template, demoPhotos: true };
}
