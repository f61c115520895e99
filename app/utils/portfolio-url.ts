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

/** Spec §9: the path of a user's public portfolio for their portfolioUrlType. */
export function portfolioPath(user: PortfolioUrlUser | null | undefined): string {
  if (!user) return "/";
  const byUsername = `/${user.username ? user.username.toLowerCase() : user.id}`;
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  switch (user.portfolioUrlType) {
    case "fullname_dash":
      return first && last ? `/${first}-${last}`.toLowerCase() : byUsername;
    case "fullname_dot":
      return first && last ? `/${first}.${last}`.toLowerCase() : byUsername;
    case "replit_id":
      return `/${user.id}`;
    default:
      return byUsername;
  }
}
