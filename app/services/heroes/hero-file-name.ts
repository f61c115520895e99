const EXTENSIONS: Record<string, string> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  heic: "heic",
  heif: "heif",
  tiff: "tiff",
};
const MAX_STEM = 80;

/** Letters and digits of any script, joined by single hyphens: "Dawn, Lake Bled" → "dawn-lake-bled". */
function slug(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_STEM)
    .replace(/-+$/, "");
}

const stemOf = (name: string) => name.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "");

/**
 * docs/product.md#admin-dashboard: an optional title renames the banner's file. The name is for
 * people (the admin list); storage keys never use it. The extension follows the detected content,
 * not the name given.
 */
export function heroFileName(
  title: string | undefined,
  uploadedName: string | undefined,
  type: string,
): string {
  const stem = slug(title ?? "") || slug(stemOf(uploadedName ?? "")) || "banner";
  return `${stem}.${EXTENSIONS[type] ?? type}`;
}
