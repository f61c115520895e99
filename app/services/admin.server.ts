import { db } from "~/data/db.server";

/** The dashboard's overview tiles (spec §2). */
export async function adminOverview() {
  const { users } = await db();
  const [totalUsers, adminUsers] = await Promise.all([
    users.count(),
    users.count({ role: "admin" }),
  ]);
  return { totalUsers, adminUsers };
}
