export interface UploadFields {
  title: string;
  category: string;
  description: string;
}

/** docs/product.md#entities "AI photo suggestions". */
export interface PhotoSuggestions {
  title?: string;
  /** Null when the analyser could not tell: the user chooses. */
  category?: string | null;
  description?: string;
  tags?: string[];
  alt?: string;
}

/**
 * docs/product.md#states-and-transitions: suggestions fill title, category and description only if
 * the user has edited none of them. A category the user cannot choose is ignored.
 */
export function applySuggestions(
  fields: UploadFields,
  edited: boolean,
  suggestions: PhotoSuggestions,
  categoryIds: readonly string[],
): { fields: UploadFields; filled: boolean } {
  if (edited) return { fields, filled: false };
  const next = {
    title: suggestions.title?.trim() || fields.title,
    category:
      suggestions.category && categoryIds.includes(suggestions.category)
        ? suggestions.category
        : fields.category,
    description: suggestions.description?.trim() || fields.description,
  };
  const filled =
    next.title !== fields.title ||
    next.category !== fields.category ||
    next.description !== fields.description;
  return { fields: next, filled };
}
