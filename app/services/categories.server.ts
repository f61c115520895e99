import { DuplicateKeyError } from "~/data/collection";
import type { Category } from "~/data/categories.server";
import { slug as slugOf } from "~/utils/slug";
import { db } from "~/data/db.server";
import {
  ALL_CATEGORY,
  SYSTEM_CATEGORIES,
  UPLOAD_MESSAGES,
  type CategoryOption,
  type CustomCategoryView,
} from "~/utils/photo-view";
import { UserFacingError } from "~/services/user-facing-error.server";

/** A category request the user can fix; `message` is shown as it is. */
export class CategoryInputError extends UserFacingError {}

/** Missing or someone else's: one answer, so ids reveal nothing. */
export class CategoryNotFoundError extends Error {
  readonly status = 404;
  constructor() {
    super("Category not found");
    this.name = "CategoryNotFoundError";
  }
}

export const MAX_CATEGORY_LABEL = 50;
export const MAX_CUSTOM_CATEGORIES = 50;
/** Where a deleted category's photos go. */
const FALLBACK_CATEGORY = "other";

const SYSTEM_IDS = new Set(SYSTEM_CATEGORIES.map((c) => c.id));
/** Slugs a custom category may not take: "Black & White" is taken both as an id and as a name. */
const RESERVED_SLUGS = new Set([...SYSTEM_IDS, ...SYSTEM_CATEGORIES.map((c) => slugOf(c.label))]);
const PHOTO_CATEGORIES = SYSTEM_CATEGORIES.filter((c) => c.id !== ALL_CATEGORY);

export const toCategoryView = ({ id, categoryId, label, description }: Category) =>
  ({ id, categoryId, label, description }) satisfies CustomCategoryView;

/** Trimmed, non-empty, with a usable slug that no system category already has. */
function checkedLabel(label: unknown): { name: string; slug: string } {
  const name = typeof label === "string" ? label.trim() : "";
  if (!name) throw new CategoryInputError(UPLOAD_MESSAGES.categoryNameEmpty);
  if (name.length > MAX_CATEGORY_LABEL) {
    throw new CategoryInputError(`Category name must be at most ${MAX_CATEGORY_LABEL} characters.`);
  }
  const slug = slugOf(name);
  if (!slug) throw new CategoryInputError("Category name must contain a letter or a digit.");
  if (RESERVED_SLUGS.has(slug)) throw duplicate(name);
  return { name, slug };
}

const duplicate = (name: string) =>
  new CategoryInputError(`A category named "${name}" already exists.`, 409);

async function ownCategory(userId: string, id: string): Promise<Category> {
  const { categories } = await db();
  const category = await categories.findById(id);
  if (!category || category.userId !== userId) throw new CategoryNotFoundError();
  return category;
}

export async function listCustomCategories(userId: string): Promise<CustomCategoryView[]> {
  const { categories } = await db();
  return (await categories.listByUser(userId)).map(toCategoryView);
}

/**
 * The slug and description are always derived from the label here (docs/product.md#entities); the
 * `categoryId` and `description` a client sends are accepted for the spec's call shape and ignored.
 */
export async function createCustomCategory(
  userId: string,
  input: { label: string; categoryId?: string; description?: string },
): Promise<CustomCategoryView> {
  const { name } = checkedLabel(input.label);
  const { categories } = await db();
  if ((await categories.listByUser(userId)).length >= MAX_CUSTOM_CATEGORIES) {
    throw new CategoryInputError(
      `You can have at most ${MAX_CUSTOM_CATEGORIES} custom categories.`,
    );
  }
  try {
    return toCategoryView(await categories.create({ userId, label: name }));
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw duplicate(name);
    throw error;
  }
}

/** A new label means a new slug: the user's photos filed under the old one follow it. */
export async function renameCustomCategory(
  userId: string,
  id: string,
  label: string,
): Promise<CustomCategoryView> {
  const existing = await ownCategory(userId, id);
  const { name, slug } = checkedLabel(label);
  const { categories } = await db();
  let renamed: Category | null;
  try {
    renamed = await categories.rename(id, name);
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw duplicate(name);
    throw error;
  }
  if (!renamed) throw new CategoryNotFoundError();
  if (slug !== existing.categoryId) await refile(userId, existing.categoryId, slug);
  return toCategoryView(renamed);
}

/** The category goes; its photos stay, filed under "other". */
export async function deleteCustomCategory(userId: string, id: string): Promise<void> {
  const existing = await ownCategory(userId, id);
  const { categories } = await db();
  await categories.delete(id);
  await refile(userId, existing.categoryId, FALLBACK_CATEGORY);
}

async function refile(userId: string, from: string, to: string): Promise<void> {
  const { photos } = await db();
  for (const photo of await photos.listByUser(userId, { category: from })) {
    await photos.update(photo.id, { category: to });
  }
}

/** For account deletion. */
export async function deleteAllCustomCategoriesOf(userId: string): Promise<number> {
  const { categories } = await db();
  return categories.deleteByUser(userId);
}

/**
 * The upload and edit dialogs' choices (docs/product.md#my-photos): system categories except "all",
 * then the user's.
 */
export async function categoryOptions(userId: string): Promise<CategoryOption[]> {
  const custom = await listCustomCategories(userId);
  return [...PHOTO_CATEGORIES, ...custom.map((c) => ({ id: c.categoryId, label: c.label }))];
}

/** Whether a photo may be filed under `category` by this user. */
export async function isPhotoCategory(userId: string, category: string): Promise<boolean> {
  if (category === ALL_CATEGORY) return false;
  if (SYSTEM_IDS.has(category)) return true;
  const { categories } = await db();
  return (await categories.findBySlug(userId, category)) !== null;
}
