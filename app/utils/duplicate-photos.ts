/**
 * Duplicate uploads (ADR 44), shared by the server and the browser. Client-safe.
 */

/** The upload field carrying the browser's SHA-256 of a file as chosen, before any re-encoding. */
export const CHOSEN_SHA256_FIELD = "chosenSha256";

/** The no-JavaScript form's checkbox: send files already uploaded instead of skipping them. */
export const UPLOAD_DUPLICATES_FIELD = "uploadDuplicates";

/** How many hashes one duplicate check may ask about (a dialog's worth of files, and then some). */
export const MAX_DUPLICATE_QUERY = 200;

export const SHA256_HEX = /^[0-9a-f]{64}$/;

/** A chosen file the photographer already has: the photo it matches. */
export interface DuplicateMatch {
  sha256: string;
  photoId: string;
  title: string;
}

/** A chosen file flagged before it is sent (with JavaScript). */
export const alreadyUploaded = (title: string) => `You already uploaded this photo as “${title}”.`;

/** A file the server skipped (without JavaScript). */
export const duplicateMessage = (title: string) =>
  `Skipped: you already uploaded this photo as “${title}”.`;

/** A flagged file its owner chose to skip. */
export const SKIPPED_MESSAGE = "Skipped";
