/** The fields the portfolio URL rule of spec §9 reads. */
export interface PortfolioUrlUser {
  id: string;
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  portfolioUrlType?: string | null;
}

export const PORTFOLIO_URL_TYPES = [
  "username",
  "fullname_dash",
  "fullname_dot",
  "replit_id",
] as const;
export type PortfolioUrlType = (typeof PORTFOLIO_URL_TYPES)[number];

const FULL_NAME_SEPARATORS = new Map([
  ["fullname_dash", "-"],
  ["fullname_dot", "."],
]);

/**
 * The full-name form of a user's portfolio path without its slash (`ana-lee`, `ana.lee`), or
 * null when their URL type is not a full-name one or a name is missing (spec §9's fallback).
 */
export function fullNameSlug(user: Omit<PortfolioUrlUser, "id">): string | null {
  const separator = FULL_NAME_SEPARATORS.get(user.portfolioUrlType ?? "");
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  return separator && first && last ? `${first}${separator}${last}`.toLowerCase() : null;
}

/** Spec §9: the path of a user's public portfolio for their portfolioUrlType. */
export function portfolioPath(user: PortfolioUrlUser | null | undefined): string {
  if (!user) return "/";
  if (user.portfolioUrlType === "replit_id") return `/${user.id}`;
  return `/${fullNameSlug(user) ?? (user.username ? user.username.toLowerCase() : user.id)}`;
}
