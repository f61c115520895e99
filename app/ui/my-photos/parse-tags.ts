/**
 * docs/product.md#validation-rules: tags are typed comma-separated; each is trimmed and empty items
 * are dropped.
 */
export const parseTags = (text: string | undefined | null): string[] =>
  (text ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);

export const formatTags = (tags: readonly string[]) => tags.join(", ");
