import { db } from "~/data/db.server";
import { objectResponse } from "~/storage/http-response.server";
import { objectStore } from "~/storage/store.server";
import { AVATAR_CACHE_CONTROL, avatarKeyFromPath } from "./avatar.server";

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

/**
 * GET /avatars/{userId}/{hash}.webp: public, like the portfolio that shows it — and, like it, out
 * of view while its owner is suspended (ADR 43). Only avatar keys are reachable here; everything
 * else under the store stays behind its own route.
 */
export async function avatarResponse(request: Request, path: string): Promise<Response> {
  const key = avatarKeyFromPath(path);
  if (!key) return notFound();
  const { users } = await db();
  const owner = await users.findById(path.split("/")[0]!);
  if (owner?.status === "suspended") return notFound();
  return objectResponse(objectStore(), key, request, { cacheControl: AVATAR_CACHE_CONTROL });
}
