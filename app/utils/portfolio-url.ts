/** The fields the portfolio URL rule of docs/product.md#constants-and-limits reads. */
export interface PortfolioUrlUser {
  id: string;
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  portfolioUrlType?: string | null;
  /**
   * The full-name path this user holds (`ana-lee`, `ana.lee`), kept by the users repository from
   * the names and URL type (app/utils/full-name-slug.ts); absent when another account holds it.
   */
  fullNameKey?: string | null;
}

export const PORTFOLIO_URL_TYPES = [
  "username",
  "fullname_dash",
  "fullname_dot",
  "replit_id",
] as const;
export type PortfolioUrlType = (typeof PORTFOLIO_URL_TYPES)[number];

const FULL_NAME_TYPES: ReadonlySet<string | null | undefined> = new Set([
  "fullname_dash",
  "fullname_dot",
]);

/**
 * docs/product.md#constants-and-limits: the path of a user's public portfolio for their
 * portfolioUrlType. A full-name type uses the full-name path the user holds, and falls back to the
 * username, then the id, when they hold none (names missing or transliterating to nothing, or taken
 * by an earlier account).
 */
export function portfolioPath(user: PortfolioUrlUser | null | undefined): string {
  if (!user) return "/";
  if (user.portfolioUrlType === "replit_id") return `/${user.id}`;
  const fullName = FULL_NAME_TYPES.has(user.portfolioUrlType) ? user.fullNameKey : null;
  return `/${fullName || (user.username ? user.username.toLowerCase() : user.id)}`;
}
