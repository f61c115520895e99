import type { PortfolioUrlUser } from "./portfolio-url";
import { slug } from "./slug";

const FULL_NAME_SEPARATORS = new Map<string, "-" | ".">([
  ["fullname_dash", "-"],
  ["fullname_dot", "."],
]);

/** Transliteration can lengthen a name ('щ' → 'shch'); a longer path falls back to the username. */
export const MAX_FULL_NAME_SLUG = 250;

/**
 * The full-name form of a user's portfolio path without its slash ('José Núñez' → `jose-nunez`
 * or `jose.nunez`), or null when their URL type is not a full-name one, a name is missing, or
 * the names transliterate to nothing ('✨✨'): those users are reached by username, then id.
 */
export function fullNameSlug(user: Omit<PortfolioUrlUser, "id">): string | null {
  const separator = FULL_NAME_SEPARATORS.get(user.portfolioUrlType ?? "");
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (!separator || !first || !last) return null;
  const path = slug(`${first} ${last}`, separator);
  return path && path.length <= MAX_FULL_NAME_SLUG ? path : null;
}
