import slugify from "@sindresorhus/slugify";

/**
 * The one way this app turns a name into a path segment (portfolio full-name paths, category
 * ids): transliterated to ASCII letters and digits ('José' → 'jose', 'Пейзаж' → 'peyzazh',
 * 'Øresund' → 'oresund'), lower-cased, words joined by `separator`. Empty when nothing in the
 * name transliterates ('✨✨'); callers choose their own fallback. See
 * docs/decisions/0040-slugs-by-transliteration.md.
 *
 * Shared with the browser for the account page's live URL preview; public pages never import it.
 */
export function slug(text: string, separator: "-" | "." = "-"): string {
  return slugify(text, {
    separator,
    // 'McDonald' stays one word, as lower-casing alone made it before.
    decamelize: false,
    // '&' separates words as before ('Black & White' → 'black-white'), so ids already stored
    // for such names keep matching new ones.
    customReplacements: [["&", " "]],
  });
}
