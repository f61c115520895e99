import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { ALL_CATEGORY, SYSTEM_CATEGORIES } from "~/utils/photo-view";

const MANIFEST = "manifest.json";
const SYSTEM_IDS = SYSTEM_CATEGORIES.map((c) => c.id).filter((id) => id !== ALL_CATEGORY);
// Plain names only: a manifest entry can never point outside the demo-content folder.
const fileName = z.string().regex(/^[a-z0-9][a-z0-9-]*\.jpg$/, "must be a .jpg in demo-content/");
const text = z.string().trim().min(1);

const photoSchema = z.object({
  file: fileName,
  title: text,
  /** A system category id, or the label of one of the photographer's `categories`. */
  category: text,
  /** Simple HTML, sanitised on upload like any other description. */
  description: z.string().default(""),
  alt: z.string().optional(),
  tags: z.array(text).default([]),
  /** The real author, shown under the description. */
  credit: text,
  featured: z.boolean().default(false),
  isPublic: z.boolean().default(true),
});

const photographerSchema = z
  .object({
    username: z.string().regex(/^[A-Za-z0-9_-]+$/),
    firstName: text,
    lastName: text,
    tagline: text,
    bio: text,
    instagram: text.optional(),
    website: z.string().url().optional(),
    templateId: z.enum(["classic", "epic", "monochrome", "monochrome-white"]),
    categories: z.array(text).default([]),
    /** Name of one of the manifest's heroes, chosen as this photographer's portfolio hero. */
    hero: text.optional(),
    photos: z.array(photoSchema).min(1),
  })
  .superRefine((p, ctx) => {
    p.photos.forEach((photo, i) => {
      if (SYSTEM_IDS.includes(photo.category) || p.categories.includes(photo.category)) return;
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["photos", i, "category"],
        message: `"${photo.category}" is neither a system category nor one of ${p.username}'s`,
      });
    });
  });

const heroSchema = z.object({
  file: fileName,
  name: text,
  title: text.optional(),
  description: text.optional(),
  credit: text,
  isDefault: z.boolean().default(false),
});

export const demoManifestSchema = z
  .object({
    /** Where the photographs come from, e.g. "Debian's mate-backgrounds package, GPL-2+". */
    source: text,
    photographers: z.array(photographerSchema).min(1),
    heroes: z.array(heroSchema).default([]),
  })
  .superRefine((m, ctx) => {
    const defaults = m.heroes.filter((h) => h.isDefault).length;
    if (m.heroes.length > 0 && defaults !== 1) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["heroes"], message: "need one default" });
    }
    m.photographers.forEach((p, i) => {
      if (p.hero && !m.heroes.some((h) => h.name === p.hero)) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["photographers", i, "hero"],
          message: `no hero named "${p.hero}"`,
        });
      }
    });
  });

export type DemoManifest = z.infer<typeof demoManifestSchema>;
export type DemoPhotographer = DemoManifest["photographers"][number];
export type DemoPhoto = DemoPhotographer["photos"][number];
export type DemoHero = DemoManifest["heroes"][number];

/**
 * The top-level `demo-content/` folder. Looked for above this module, which is
 * `app/services/demo/` under vitest and `build/` in the server bundle, then in the working
 * directory, so the seed works however the server was started.
 */
export function findDemoContentDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "demo-content");
    if (existsSync(path.join(candidate, MANIFEST))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve("demo-content");
    dir = parent;
  }
}

/** Reads and validates `manifest.json`; a mistake names the field (e.g. photographers.0.hero). */
export async function loadDemoManifest(dir: string): Promise<DemoManifest> {
  const file = path.join(dir, MANIFEST);
  const parsed = demoManifestSchema.safeParse(JSON.parse(await readFile(file, "utf8")));
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  throw new Error(`Invalid ${file}: ${issues.join("; ")}`);
}
