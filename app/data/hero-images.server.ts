import { DuplicateKeyError, type Collection } from "./collection";
import {
  documentSchema,
  nestedSchema,
  optionalString,
  requiredDate,
} from "./document-schema.server";
import { derivativeListField, type StoredDerivative } from "./derivative-schema.server";
import { patchToUpdate, toEntity, type Patch } from "./entity.server";
import { newId } from "./ids.server";

/**
 * A curated, global hero banner with its colour analysis (docs/product.md#entities). Banners made
 * by the pipeline keep their derivatives (AVIF/WebP/JPEG at several widths) for `srcset`; a record
 * without them (made before they were stored) is shown from its single `url`.
 */
export interface HeroImage {
  id: string;
  name: string;
  title?: string;
  description?: string;
  url: string;
  storageKey?: string;
  /** The banner's file name: its title when given at upload, else the uploaded file's name. */
  fileName?: string;
  derivatives: StoredDerivative[];
  /** As displayed, after orientation. */
  width?: number;
  height?: number;
  /** A tiny blurred WebP as a `data:` URL, shown until the banner has loaded. */
  placeholder?: string;
  isDefault: boolean;
  dominantColor?: string;
  mood?: "warm" | "cool" | "other";
  brightness?: "dark" | "bright" | "other";
  colors: { hex: string; percentage: number }[];
  colorAnalysisComplete: boolean;
  createdAt: Date;
  updatedAt: Date;
}

type Defaulted = "isDefault" | "colors" | "colorAnalysisComplete" | "derivatives";
export type NewHeroImage = Omit<HeroImage, "id" | Defaulted | "createdAt" | "updatedAt"> &
  Partial<Pick<HeroImage, "id" | Defaulted>>;
export type HeroImagePatch = Patch<Omit<HeroImage, "id" | "createdAt" | "updatedAt">>;

/**
 * `defaultSlot` is "default" on the default image and absent on every other: a unique sparse
 * index on it lets at most one image hold it, even when two processes set a default at once.
 */
type HeroImageDoc = Omit<HeroImage, "id"> & { _id: string; defaultSlot?: typeof DEFAULT_SLOT };
const DEFAULT_SLOT = "default";

export const heroImageSchema = documentSchema({
  name: { type: String, required: true },
  title: optionalString,
  description: optionalString,
  url: { type: String, required: true },
  storageKey: optionalString,
  fileName: optionalString,
  derivatives: derivativeListField,
  width: Number,
  height: Number,
  placeholder: optionalString,
  isDefault: { type: Boolean, required: true, default: false },
  dominantColor: optionalString,
  mood: { type: String, enum: ["warm", "cool", "other"] },
  brightness: { type: String, enum: ["dark", "bright", "other"] },
  colors: {
    type: [
      nestedSchema({
        hex: { type: String, required: true },
        percentage: { type: Number, required: true },
      }),
    ],
    default: [],
  },
  colorAnalysisComplete: { type: Boolean, required: true, default: false },
  defaultSlot: { type: String, enum: [DEFAULT_SLOT] },
  createdAt: requiredDate,
  updatedAt: requiredDate,
});
heroImageSchema.index({ isDefault: 1 });
heroImageSchema.index({ defaultSlot: 1 }, { unique: true, sparse: true });

/** How often setDefault takes the slot again after another process took it in between. */
const SET_DEFAULT_ATTEMPTS = 5;

/** Records stored before banners kept derivatives have none: they show their single `url`. */
const toHero = (doc: HeroImageDoc): HeroImage => {
  const hero = toEntity<HeroImage>(doc, ["defaultSlot"]);
  return { ...hero, derivatives: hero.derivatives ?? [] };
};

export function createHeroImagesRepository(heroImages: Collection<HeroImageDoc>) {
  const entity = (doc: HeroImageDoc | null) => (doc ? toHero(doc) : null);

  const repository = {
    async create(input: NewHeroImage): Promise<HeroImage> {
      const now = new Date();
      const { id = newId(), isDefault = false, ...fields } = input;
      // Fields left out take the schema's defaults; the default flag goes through setDefault.
      const doc = await heroImages.insert({
        ...fields,
        _id: id,
        isDefault: false,
        createdAt: now,
        updatedAt: now,
      } as HeroImageDoc);
      if (isDefault) return (await repository.setDefault(doc._id)) as HeroImage;
      return toHero(doc);
    },

    /** All hero images, oldest first (the order they were curated in). */
    async list(): Promise<HeroImage[]> {
      const docs = await heroImages.find({}, { sort: { createdAt: 1 } });
      return docs.map(toHero);
    },

    findById: async (id: string) => entity(await heroImages.findOne({ _id: id })),
    findDefault: async () => entity(await heroImages.findOne({ isDefault: true })),

    /** Setting `isDefault: true` goes through setDefault, so there is never a second default. */
    async update(id: string, { isDefault, ...patch }: HeroImagePatch): Promise<HeroImage | null> {
      const updated = entity(await heroImages.updateOne({ _id: id }, patchToUpdate(patch, new Date())));
      if (!updated || isDefault === undefined || isDefault === updated.isDefault) return updated;
      if (isDefault) return repository.setDefault(id);
      return entity(
        await heroImages.updateOne(
          { _id: id },
          { $set: { isDefault: false }, $unset: { defaultSlot: true } },
        ),
      );
    },

    delete: (id: string) => heroImages.deleteOne({ _id: id }),

    /**
     * Makes this image the only default; null (and nothing changed) when it does not exist. Safe
     * across processes: the others are cleared, then this one takes the unique slot; if another
     * process took the slot in between, its choice is cleared in turn and the slot taken again
     * (the last choice wins, and there is never a second default).
     */
    async setDefault(id: string): Promise<HeroImage | null> {
      if (!(await heroImages.findOne({ _id: id }))) return null;
      for (let attempt = 1; ; attempt += 1) {
        const now = new Date();
        await heroImages.updateMany(
          { _id: { $ne: id }, $or: [{ isDefault: true }, { defaultSlot: { $exists: true } }] },
          { $set: { isDefault: false, updatedAt: now }, $unset: { defaultSlot: true } },
        );
        try {
          return entity(
            await heroImages.updateOne(
              { _id: id },
              { $set: { isDefault: true, defaultSlot: DEFAULT_SLOT, updatedAt: now } },
            ),
          );
        } catch (error) {
          if (!(error instanceof DuplicateKeyError) || attempt >= SET_DEFAULT_ATTEMPTS) throw error;
        }
      }
    },
  };
  return repository;
}

export type HeroImagesRepository = ReturnType<typeof createHeroImagesRepository>;
