import { z } from "zod";
import type { DuplicateMatch } from "~/utils/duplicate-photos";
import { MAX_DUPLICATE_QUERY, SHA256_HEX } from "~/utils/duplicate-photos";
import { LICENSE_MESSAGES, RIGHTS_FIELDS } from "~/utils/photo-rights";
import type { PhotoView } from "~/utils/photo-view";
import type { PhotoStats } from "~/services/photos/photo-stats.server";
import { responseOf } from "./response-of";

/**
 * The photos API's bodies and answers (docs/product.md#api-calls): the routes parse with these
 * and the OpenAPI document is made from them (docs/decisions/0071-openapi-document.md).
 */

// The service checks and trims; the schema only fixes the shape (docs/product.md#api-calls).
const rightsSchema = z
  .object(Object.fromEntries(RIGHTS_FIELDS.map((field) => [field, z.string().nullish()])), {
    invalid_type_error: `Rights must be an object with any of: ${RIGHTS_FIELDS.join(", ")}.`,
  })
  .strict(`Rights may only hold: ${RIGHTS_FIELDS.join(", ")}.`);

/** PATCH /api/user/photos/{id}: the fields sent change, those left out are kept. */
export const photoMetadataSchema = z.object({
  title: z.string({ invalid_type_error: "Title is required." }).optional(),
  description: z.string().nullish(),
  category: z.string().nullish(),
  tags: z.union([z.string(), z.array(z.string())]).nullish(),
  rights: rightsSchema.nullish(),
  license: z.string({ invalid_type_error: LICENSE_MESSAGES.invalid }).nullish(),
});

export const photoPublicSchema = z.object({
  isPublic: z.boolean({ required_error: "isPublic must be true or false" }),
});

export const photoFeaturedSchema = z.object({
  featured: z.boolean({ required_error: "featured must be true or false" }),
});

export const duplicatesQuerySchema = z.object({
  sha256: z
    .array(
      z
        .string({ invalid_type_error: "Each sha256 must be a string" })
        .toLowerCase()
        .regex(SHA256_HEX, "Each sha256 must be 64 hexadecimal characters"),
      { required_error: "sha256 must be a list of hashes" },
    )
    .max(MAX_DUPLICATE_QUERY, `At most ${MAX_DUPLICATE_QUERY} hashes at a time`),
});

/** GET /api/user/photos's query: both optional. */
export const photoListQuery = z.object({
  category: z.string().optional().describe("A category id; `all` or none: every category."),
  search: z.string().optional().describe("Words the title, description or tags contain."),
});

/**
 * POST /api/photos/upload's multipart form (app/services/photos/upload-form-input.server.ts reads
 * these names); only `image` is required.
 */
export const photoUploadForm = z.object({
  image: z.string().describe("The image file (JPEG, PNG, WebP, HEIC…)."),
  title: z.string().optional(),
  category: z.string().optional(),
  description: z.string().optional(),
  aiAltText: z.string().optional(),
  aiTags: z.string().optional().describe("Comma-separated."),
  exif: z.string().optional().describe("JSON: the EXIF the client read, when the file lost it."),
  metadata: z.string().optional().describe("JSON: IPTC/XMP fields the client read."),
});

const rightsView = z.object(
  Object.fromEntries(RIGHTS_FIELDS.map((field) => [field, z.string().nullable()])) as Record<
    (typeof RIGHTS_FIELDS)[number],
    z.ZodNullable<z.ZodString>
  >,
);

export const photoResponse = responseOf<PhotoView>()(
  z.object({
    id: z.string(),
    userId: z.string(),
    title: z.string(),
    description: z.string().describe("Sanitised HTML (allow-listed tags only)."),
    category: z.string(),
    tags: z.array(z.string()),
    featured: z.boolean(),
    isPublic: z.boolean(),
    aiTags: z.array(z.string()),
    imageType: z.literal("photo"),
    aiAltText: z.string().nullable(),
    imageUrl: z.string().describe("A JPEG about 1280 px wide."),
    width: z.number(),
    height: z.number(),
    placeholder: z.string().nullable().describe("A tiny blurred WebP as a data: URL."),
    dominantColor: z.string().nullable(),
    sources: z
      .object({ avif: z.string(), webp: z.string(), jpeg: z.string() })
      .describe("srcset strings, narrowest first."),
    photographer: z.string(),
    photographerUsername: z.string(),
    exif: z
      .object({
        camera: z.string().optional(),
        lens: z.string().optional(),
        focalLength: z.number().optional(),
        aperture: z.number().optional(),
        shutter: z.string().optional(),
        iso: z.number().optional(),
        takenAt: z.string().optional(),
      })
      .nullable(),
    rights: rightsView.optional(),
    license: z.string().optional(),
    licenseIsDefault: z.boolean().optional(),
    licenseName: z.string().optional(),
    licenseUrl: z.string().optional(),
    createdAt: z.string().describe("ISO 8601."),
  }),
);
export type PhotoResponse = z.input<typeof photoResponse>;

export const photoStatsResponse = responseOf<PhotoStats>()(
  z.object({
    totalPhotos: z.number(),
    albums: z.number().describe("Custom categories."),
    categories: z.number().describe("Distinct categories among the photos."),
    lastUploadDate: z.string().nullable(),
    sharedPhotos: z.number().describe("Public photos."),
    featuredPhotos: z.number(),
  }),
);
export type PhotoStatsResponse = z.input<typeof photoStatsResponse>;

export const duplicatesResponse = z.object({
  duplicates: z.array(
    responseOf<DuplicateMatch>()(
      z.object({ sha256: z.string(), photoId: z.string(), title: z.string() }),
    ),
  ),
});
export type DuplicatesResponse = z.input<typeof duplicatesResponse>;

export const photoOrderResponse = z.object({ photoIds: z.array(z.string()) });
export type PhotoOrderResponse = z.input<typeof photoOrderResponse>;
