import { DuplicateKeyError, type Collection } from "./collection";
import { documentSchema, requiredDate } from "./document-schema.server";
import { toEntity } from "./entity.server";
import { newId } from "./ids.server";
import { slug } from "~/utils/slug";

/** A photographer's own category, next to the system ones (docs/product.md#entities). */
export interface Category {
  id: string;
  userId: string;
  /** Slug generated from the label, unique per user. */
  categoryId: string;
  label: string;
  description: string;
  createdAt: Date;
}

type CategoryDoc = Omit<Category, "id"> & { _id: string };

export const categorySchema = documentSchema({
  userId: { type: String, required: true },
  categoryId: { type: String, required: true },
  label: { type: String, required: true, trim: true },
  description: { type: String, required: true },
  createdAt: requiredDate,
});
categorySchema.index({ userId: 1, categoryId: 1 }, { unique: true });
// A photographer's categories in the order they were made (every gallery page lists them).
categorySchema.index({ userId: 1, createdAt: 1 });

const describe = (label: string) => `Custom category: ${label}`;

export function createCategoriesRepository(categories: Collection<CategoryDoc>) {
  const entity = (doc: CategoryDoc | null) => (doc ? toEntity<Category>(doc) : null);

  return {
    /** Throws DuplicateKeyError("categoryId") when the user already has this slug. */
    async create({ userId, label }: { userId: string; label: string }): Promise<Category> {
      const name = label.trim();
      const doc = await renameDuplicate(() =>
        categories.insert({
          _id: newId(),
          userId,
          categoryId: slug(name),
          label: name,
          description: describe(name),
          createdAt: new Date(),
        }),
      );
      return toEntity<Category>(doc);
    },

    /** A user's categories in the order they were created. */
    async listByUser(userId: string): Promise<Category[]> {
      const docs = await categories.find({ userId }, { sort: { createdAt: 1 } });
      return docs.map((doc) => toEntity<Category>(doc));
    },

    findById: async (id: string) => entity(await categories.findOne({ _id: id })),
    findBySlug: async (userId: string, categoryId: string) =>
      entity(await categories.findOne({ userId, categoryId })),

    /** New label, slug and description; throws DuplicateKeyError("categoryId") on a taken slug. */
    async rename(id: string, label: string): Promise<Category | null> {
      const name = label.trim();
      const $set = { label: name, categoryId: slug(name), description: describe(name) };
      return entity(await renameDuplicate(() => categories.updateOne({ _id: id }, { $set })));
    },

    delete: (id: string) => categories.deleteOne({ _id: id }),
    deleteByUser: (userId: string) => categories.deleteMany({ userId }),
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;

async function renameDuplicate<R>(write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw new DuplicateKeyError("categoryId");
    throw error;
  }
}
