import { tdmHeadersFor } from "~/services/ai-training/tdm-headers.server";
import { getCurrentUser } from "~/services/auth/guards.server";
import { heroMediaRule } from "~/services/heroes/hero-media-rule.server";
import { objectResponse } from "~/storage/http-response.server";
import { isValidKey } from "~/storage/object-store";
import { objectStore } from "~/storage/store.server";
import type { MediaRule } from "./media-rules.server";
import { photoMediaRule, publishedPhotoMediaRule } from "./photo-media-rule.server";

export type { MediaGrant, MediaRule } from "./media-rules.server";

/** Prefix → rule. Add a rule here to serve another kind of object (avatars, heroes) through /media. */
export const MEDIA_RULES: MediaRule[] = [publishedPhotoMediaRule, photoMediaRule, heroMediaRule];

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "X-Content-Type-Options": "nosniff",
      // A private photo made public later must not stay a cached 404.
      "Cache-Control": "no-store",
    },
  });

/** Answers GET/HEAD `/media/{key}` under the rule for the key's prefix; anything else is 404. */
export async function serveMedia(
  request: Request,
  key: string | undefined,
  rules: readonly MediaRule[] = MEDIA_RULES,
): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  if (!key || !isValidKey(key)) return notFound();
  const rule = rules.find((r) => key.startsWith(`${r.prefix}/`));
  if (!rule) return notFound();
  let viewer: Promise<string | null> | undefined;
  const viewerId = () => (viewer ??= getCurrentUser(request).then((user) => user?.id ?? null));
  const grant = await rule.authorize(key, viewerId);
  if (!grant) return notFound();
  const [response, tdm] = await Promise.all([
    objectResponse(objectStore(), grant.storeKey ?? key, request, {
      cacheControl: grant.cacheControl,
    }),
    tdmHeadersFor(grant.ownerId),
  ]);
  // The photographer's AI-training reservation (docs/decisions/0047-ai-training-reservation.md).
  if (response.status < 400) for (const [name, value] of tdm) response.headers.set(name, value);
  return response;
}
