/**
 * The name of the file a photo was uploaded as (docs/decisions/0066-favourites-proofing-activity.md):
 * what Lightroom and the photographer's folders know it by. Kept on the photo record for its
 * owner only — a file name can carry a client's or a place's name, so no public view shows it.
 */

/** A file system's usual limit on a name; anything longer was not a real file's name. */
export const ORIGINAL_FILE_NAME_MAX = 255;

// C0 and C1 controls and DEL: nothing a file name shows, and a way to break a CSV line or a mail.
const CONTROLS = /\p{Cc}/gu;

/**
 * The base name of what a browser, an API client or Google says the file was called: NFC, no
 * folders (a browser may send `C:\…\DSC_0042.NEF`), no control characters, at most 255
 * characters. Undefined when nothing usable is left.
 */
export function originalFileName(claimed: unknown): string | undefined {
  if (typeof claimed !== "string") return undefined;
  const base = claimed.normalize("NFC").replace(CONTROLS, "").split(/[/\\]/).at(-1) ?? "";
  // Cut by code point, so a name is never left with half a surrogate pair.
  const name = [...base.trim()].slice(0, ORIGINAL_FILE_NAME_MAX).join("").trim();
  return name && name !== "." && name !== ".." ? name : undefined;
}

/**
 * The name without its extension (`DSC_0042.jpg` → `DSC_0042`): Lightroom's filter then finds
 * the frame's RAW (`DSC_0042.NEF`) and its JPEG alike. A leading dot is not an extension.
 */
export function fileNameStem(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}
