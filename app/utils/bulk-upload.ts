/**
 * Bulk upload (docs/product.md#admin-dashboard), shared by the server's multi-file form and the
 * browser's file-by-file queue. Client-safe.
 */

/** The multipart field holding the files of a plain (no-JavaScript) bulk upload. */
export const BULK_FILE_FIELD = "images";

/**
 * Files in one plain post: the server reads and processes them in one request, one after the
 * other. With JavaScript each file is a request of its own and there is no such limit.
 */
export const BULK_MAX_FILES = 20;

export const BULK_DEFAULT_CATEGORY = "other";

export const BULK_MESSAGES = {
  uploaded: "Uploaded",
  tooMany: `Not uploaded: at most ${BULK_MAX_FILES} files at a time.`,
  noFiles: "Please choose at least one photo.",
} as const;

/** What happened to one chosen file. */
export interface BulkFileResult {
  name: string;
  ok: boolean;
  /** Not sent: the photographer already has this photo (ADR 44). */
  skipped?: boolean;
  /**
   * 'Uploaded', or the reason it was not (docs/product.md#validation-rules,
   * docs/product.md#error-catalogue texts).
   */
  message: string;
  /** Why not, as an HTTP status: what a post of this one file alone answers. */
  status?: number;
  /** The stored photo's title: typed, written into the file, or made from its name. */
  title?: string;
  /** The stored photo's id (its owner's own answer). */
  photoId?: string;
}

export interface BulkUploadOutcome {
  results: BulkFileResult[];
  /** Set when the request itself could not be read to the end; the files before it still count. */
  error: string | null;
  /** What the form's title, category and description said, to show them again. */
  fields?: Record<string, string>;
  /** The collections the form ticked for its photos (My Photos' upload dialog). */
  collectionIds?: string[];
}

const TITLE_MAX = 200;

/**
 * "IMG_2041-final.JPG" → "IMG 2041 final": the one title made from a file's name, every upload
 * path's `fallbackTitle`. Only the upload service decides whether it is used: after a typed
 * title and the one written into the file (uploadPhoto).
 */
export function titleFromFileName(name: string): string {
  const base = name.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "");
  const title = base
    .replace(/[_\s-]+/g, " ")
    .trim()
    .slice(0, TITLE_MAX)
    .trim();
  return title || "Untitled photo";
}
