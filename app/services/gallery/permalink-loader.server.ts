import type { User } from "~/data/users.server";
import { getCurrentUser } from "~/services/auth/guards.server";
import { configuredOrigin } from "~/services/site-url.server";
import { permalinkData } from "./permalink.server";
import { recordView } from "./page-data.server";

/** Shared by the home and portfolio permalink routes: 404 unless the photo is public there. */
export async function loadPermalink(request: Request, owner: User | null, photoId: string) {
  const viewer = await getCurrentUser(request);
  const category = new URL(request.url).searchParams.get("featured");
  const view = await permalinkData({ owner, viewer, photoId, category });
  if (!view) throw new Response("Photo not found", { status: 404 });
  if (viewer?.id !== view.photo.userId) await recordView("photo", view.photo.id, view.photo.userId);
  return { view, origin: configuredOrigin() };
}
