import { db } from "~/data/db.server";
import type { User } from "~/data/users.server";
import type { PhotographerCard, PhotographersList } from "~/template-sdk/types";
import { avatarInitial, displayName } from "~/utils/display-name";
import { portfolioPath } from "~/utils/portfolio-url";

/** The home page introduces this many photographers; the rest are a link away. */
export const HOME_PHOTOGRAPHERS = 12;
/** The home page with every photographer listed (the home route declares the parameter to the public page cache). */
export const ALL_PHOTOGRAPHERS_HREF = "/?photographers=all#photographers";
const LINE_MAX = 140;

/** The tagline, else the bio's first non-empty line, cut to a card's length. */
function lineOf(user: User): string | null {
  const line =
    user.tagline?.trim() ||
    user.bio
      ?.split("\n")
      .find((text) => text.trim())
      ?.trim();
  if (!line) return null;
  return line.length > LINE_MAX ? `${line.slice(0, LINE_MAX - 1).trimEnd()}…` : line;
}

function cardOf(user: User, photoCount: number): PhotographerCard {
  return {
    id: user.id,
    name: displayName(user),
    line: lineOf(user),
    avatar: user.profileImageUrl ?? null,
    initial: avatarInitial(user),
    photoCount,
    href: portfolioPath(user),
  };
}

/**
 * The photographers with public photos, the one who published most recently first: one grouped
 * read of the photos and one read of their owners, however many there are. Suspended accounts
 * and accounts without a portfolio are left out. `all` lists every one, otherwise the first
 * HOME_PHOTOGRAPHERS.
 */
export async function publicPhotographers({ all = false } = {}): Promise<PhotographersList> {
  const { photos, users } = await db();
  const counts = await photos.publicCountsByOwner();
  counts.sort((a, b) => b.newest.getTime() - a.newest.getTime() || b.count - a.count);
  const owners = await users.listPortfolioOwners(counts.map((c) => c.userId));
  const byId = new Map(owners.map((user) => [user.id, user]));
  const listed = counts.flatMap(({ userId, count }) => {
    const user = byId.get(userId);
    return user ? [cardOf(user, count)] : [];
  });
  const shown = all ? listed : listed.slice(0, HOME_PHOTOGRAPHERS);
  return {
    shown,
    total: listed.length,
    moreHref: shown.length < listed.length ? ALL_PHOTOGRAPHERS_HREF : null,
  };
}
