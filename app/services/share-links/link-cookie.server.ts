import { createHash } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { config } from "~/config.server";
import type { ShareLink } from "~/data/share-links.server";
import { shareLinkPath } from "./link-paths";

/**
 * The cookie a right password sets (docs/decisions/0063-share-links.md): signed with the session
 * secret, HttpOnly, SameSite=Lax, on Path=/s/{token} so the browser sends it with that link's
 * pages, images and downloads and nowhere else, and naming that one link. It holds a stamp of the
 * password hash too, so a new password (or none, then a new one) ends every earlier unlock.
 */
const COOKIE_NAME = "vf_share";
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

interface Unlock {
  link: string;
  stamp: string;
}

const stampOf = (passwordHash: string) =>
  createHash("sha256").update(passwordHash).digest("base64url").slice(0, 22);

/**
 * A cookie of one link: signed with the session secret, HttpOnly, SameSite=Lax, on the link's own
 * path (the guest's cookie is built the same way, guest-cookie.server.ts).
 */
export function linkPathCookie(name: string, token: string, maxAgeSeconds: number) {
  const { sessionSecret, secureCookies } = config();
  return createCookie(name, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    path: shareLinkPath(token),
    secrets: [sessionSecret],
    maxAge: maxAgeSeconds,
  });
}

const unlockCookie = (token: string) => linkPathCookie(COOKIE_NAME, token, MAX_AGE_SECONDS);

/** The Set-Cookie header that unlocks this link for this browser. */
export function unlockHeader(token: string, link: ShareLink): Promise<string> {
  const value: Unlock = { link: link.id, stamp: stampOf(link.passwordHash ?? "") };
  return unlockCookie(token).serialize(value);
}

/** Whether the request carries this link's unlock, signed by us, for its current password. */
export async function hasUnlock(request: Request, token: string, link: ShareLink) {
  if (!link.passwordHash) return true;
  const value = (await unlockCookie(token).parse(request.headers.get("Cookie"))) as unknown;
  if (!value || typeof value !== "object") return false;
  const unlock = value as Partial<Unlock>;
  return unlock.link === link.id && unlock.stamp === stampOf(link.passwordHash);
}
