import type { LicenseValue, PhotoRightsView } from "./photo-rights";

/**
 * What the browser sees of a photo, and the fixed lists and texts around uploads
 * (docs/product.md#entities, docs/product.md#validation-rules). Client-safe: no server imports, so
 * pages and dialogs can share it with the services.
 */

export interface PhotoExifView {
  /** Make and model, e.g. "Canon EOS 40D". */
  camera?: string;
  lens?: string;
  /** Millimetres. */
  focalLength?: number;
  /** The f-number, e.g. 5.6. */
  aperture?: number;
  /** As photographers write it: "1/250", "2s". */
  shutter?: string;
  iso?: number;
  /** Camera wall-clock time, "2008-01-22T03:28:22", with its offset when the camera wrote one. */
  takenAt?: string;
}

export interface PhotoSources {
  /** `srcset` strings: "/media/… 320w, /media/… 640w, …", narrowest first. */
  avif: string;
  webp: string;
  jpeg: string;
}

/**
 * The fields a stored photo (`Photo`, data/photos.server.ts) and what the browser sees of it share
 * as they are; each of the two adds its own to these.
 */
export interface PhotoBasics {
  id: string;
  userId: string;
  title: string;
  /** Sanitised HTML (allow-listed tags only); safe to render as HTML. */
  description: string;
  category: string;
  tags: string[];
  featured: boolean;
  isPublic: boolean;
  aiTags: string[];
  imageType: "photo";
}

export interface PhotoView extends PhotoBasics {
  aiAltText: string | null;
  /** A JPEG derivative about 1280 px wide (the widest one not above 1280). */
  imageUrl: string;
  /** As displayed, after orientation. */
  width: number;
  height: number;
  /** A tiny blurred WebP as a `data:` URL (~200 bytes): usable as a CSS background without script. */
  placeholder: string | null;
  dominantColor: string | null;
  sources: PhotoSources;
  photographer: string;
  photographerUsername: string;
  exif: PhotoExifView | null;
  /** The IPTC rights fields (app/utils/photo-rights.ts); set on every view the server makes. */
  rights?: PhotoRightsView;
  /** The licence that applies: the photo's own, else the photographer's default. */
  license?: LicenseValue;
  /** True when the photo has no licence of its own and follows the photographer's default. */
  licenseIsDefault?: boolean;
  /**
   * That licence in words and the address of its text (none for all rights reserved), decided on
   * the server so that public pages need not carry the list of licences in their code.
   */
  licenseName?: string;
  licenseUrl?: string;
  /** ISO 8601. */
  createdAt: string;
}

export interface CategoryOption {
  id: string;
  label: string;
}

/** docs/product.md#entities, in the spec's order; "all" is a filter, never a photo's category. */
export const SYSTEM_CATEGORIES: readonly CategoryOption[] = [
  { id: "all", label: "All" },
  { id: "landscape", label: "Landscape" },
  { id: "portrait", label: "Portrait" },
  { id: "artistic", label: "Artistic" },
  { id: "nature", label: "Nature" },
  { id: "street", label: "Street" },
  { id: "architecture", label: "Architecture" },
  { id: "travel", label: "Travel" },
  { id: "macro", label: "Macro" },
  { id: "black-and-white", label: "Black & White" },
  { id: "other", label: "Other" },
];

export { ALL_CATEGORY } from "./all-category";

/**
 * 25MB (docs/product.md#validation-rules, docs/product.md#constants-and-limits): the same limit the
 * server enforces.
 */
export const MAX_PHOTO_UPLOAD_BYTES = 25 * 1024 * 1024;

/**
 * For `<input type="file" accept>`: the types of docs/product.md#validation-rules (the server
 * checks the bytes anyway).
 */
export const ACCEPTED_PHOTO_TYPES =
  "image/jpeg,image/png,image/webp,image/heic,image/heif,image/tiff,.jpg,.jpeg,.png,.webp,.heic,.heif,.tif,.tiff";

/** docs/product.md#validation-rules, docs/product.md#error-catalogue, word for word. */
export const UPLOAD_MESSAGES = {
  invalidType: "Invalid file type: Please upload a JPG, PNG, WEBP, HEIC, HEIF, or TIFF image.",
  tooLarge: "File too large: Maximum file size is 25MB.",
  missingInformation:
    "Missing Information: Please fill in all required fields and select an image.",
  processingError:
    "Processing Error: There was an error processing your image. Please try again with a different file.",
  uploadFailed: "Upload Failed: There was an error uploading your photo. Please try again.",
  uploaded: "Photo Uploaded Successfully",
  titleRequired: "Title is required.",
  categoryNameEmpty: "Category name cannot be empty.",
} as const;

/** The upload toast's words, naming the title the server gave the photo (with or without JS). */
export function uploadedDescription(title: string | undefined): string {
  const photo = title ? `"${title}"` : "Your photo";
  return `${photo} is in your photos, private until you make it public.`;
}

/**
 * A photographer's own category (docs/product.md#entities): `categoryId` is the slug photos carry.
 */
export interface CustomCategoryView {
  id: string;
  categoryId: string;
  label: string;
  description: string;
}

/**
 * docs/product.md#my-photos: a signed-out visitor sent home from My Photos (and its bulk upload)
 * sees this.
 */
export const MY_PHOTOS_SIGN_IN = {
  title: "Authentication Required",
  description: "Please log in to manage your photos.",
};
