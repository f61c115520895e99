import { DuplicateKeyError, type Collection } from "./collection";
import { documentSchema, optionalString, requiredDate } from "./document-schema.server";
import { toEntity } from "./entity.server";
import { newId } from "./ids.server";

/** The hero a user chose for their portfolio: a global hero image or one of their own photos. */
export interface HeroSelection {
  id: string;
  userId: string;
  kind: "global" | "custom";
  heroImageId?: string;
  photoId?: string;
  name: string;
  description?: string;
  url: string;
}

export type HeroSelectionInput = Omit<HeroSelection, "id" | "userId">;

type HeroSelectionDoc = Omit<HeroSelection, "id"> & {
  _id: string;
  createdAt: Date;
  updatedAt: Date;
};
const HIDDEN = ["createdAt", "updatedAt"];
const OPTIONAL = ["heroImageId", "photoId", "description"] as const;

export const heroSelectionSchema = documentSchema({
  userId: { type: String, required: true, unique: true },
  kind: { type: String, enum: ["global", "custom"], required: true },
  heroImageId: optionalString,
  photoId: optionalString,
  name: { type: String, required: true },
  description: optionalString,
  url: { type: String, required: true },
  createdAt: requiredDate,
  updatedAt: requiredDate,
});

export function createHeroSelectionsRepository(selections: Collection<HeroSelectionDoc>) {
  const entity = (doc: HeroSelectionDoc | null) => (doc ? toEntity<HeroSelection>(doc, HIDDEN) : null);

  /** Replaces the user's selection in place; optional fields not given are removed. */
  const replace = (userId: string, selection: HeroSelectionInput, now: Date) => {
    const given = Object.entries(selection).filter(([, value]) => value !== undefined);
    const $unset = Object.fromEntries(
      OPTIONAL.filter((field) => selection[field] === undefined).map((field) => [field, true as const]),
    );
    return selections.updateOne(
      { userId },
      { $set: { ...Object.fromEntries(given), updatedAt: now }, $unset },
    );
  };

  return {
    get: async (userId: string) => entity(await selections.findOne({ userId })),

    async set(userId: string, selection: HeroSelectionInput): Promise<HeroSelection> {
      const now = new Date();
      const replaced = await replace(userId, selection, now);
      if (replaced) return toEntity<HeroSelection>(replaced, HIDDEN);
      try {
        const doc = await selections.insert({ ...selection, _id: newId(), userId, createdAt: now, updatedAt: now });
        return toEntity<HeroSelection>(doc, HIDDEN);
      } catch (error) {
        // Another request created it first (unique userId): overwrite that one instead.
        if (!(error instanceof DuplicateKeyError)) throw error;
        return entity(await replace(userId, selection, now)) as HeroSelection;
      }
    },

    clear: (userId: string) => selections.deleteOne({ userId }),
  };
}

export type HeroSelectionsRepository = ReturnType<typeof createHeroSelectionsRepository>;
