import { db } from "~/data/db.server";
import { displayName } from "~/utils/display-name";
import { flushViews } from "./gallery/view-counter.server";

/**
 * The dashboard's overview (docs/product.md#admin-dashboard) plus first-party page-view totals per
 * photographer.
 */
export async function adminOverview() {
  // Views counted in memory a moment ago are part of the totals shown.
  await flushViews();
  const { users, pageViews } = await db();
  const [totalUsers, adminUsers, viewsPerOwner] = await Promise.all([
    users.count(),
    users.count({ role: "admin" }),
    pageViews.totalsPerOwner(),
  ]);
  const topPortfolios = [];
  for (const [ownerId, views] of [...viewsPerOwner].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
    const owner = await users.findById(ownerId);
    if (owner)
      topPortfolios.push({
        id: owner.id,
        name: displayName(owner),
        username: owner.username ?? null,
        views,
      });
  }
  const totalViews = [...viewsPerOwner.values()].reduce((sum, n) => sum + n, 0);
  return { totalUsers, adminUsers, totalViews, topPortfolios };
}
