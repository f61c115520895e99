import { config } from "~/config.server";
import { db } from "~/data/db.server";

/** GET /healthz: the engines in use and whether the database answers. */
export async function health() {
  const { engines } = config();
  try {
    const database = await db();
    await database.users.count();
    return { ok: true as const, status: "ok", engines };
  } catch (error) {
    return { ok: false as const, status: "error", engines, error: (error as Error).message };
  }
}
