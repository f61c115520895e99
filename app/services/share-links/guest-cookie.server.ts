import type { ShareLink } from "~/data/share-links.server";
import { linkPathCookie } from "./link-cookie.server";

/**
 * Which guest this browser is on a link (docs/decisions/0066-favourites-proofing-activity.md):
 * signed with the session secret, HttpOnly, SameSite=Lax, Path=/s/{token}, as the unlock cookie
 * is (link-cookie.server.ts), naming the link and the guest, so it opens nothing on another link.
 * It only says whose favourites these are; the link's own rule (password, expiry) still decides
 * what may be seen.
 */
const COOKIE_NAME = "vf_guest";
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

interface GuestMark {
  link: string;
  guest: string;
}

const guestCookie = (token: string) => linkPathCookie(COOKIE_NAME, token, MAX_AGE_SECONDS);

/** The Set-Cookie header naming this guest on this link. */
export const guestHeader = (token: string, link: ShareLink, guestId: string) =>
  guestCookie(token).serialize({ link: link.id, guest: guestId } satisfies GuestMark);

/** The Set-Cookie header that forgets the guest ("Not you?"). */
export const forgetGuestHeader = (token: string) =>
  guestCookie(token).serialize("", { maxAge: 0, expires: new Date(0) });

/** The guest id this request's cookie names for this link, signed by us; else null. */
export async function guestIdOf(request: Request, token: string, link: ShareLink) {
  const value = (await guestCookie(token).parse(request.headers.get("Cookie"))) as unknown;
  if (!value || typeof value !== "object") return null;
  const mark = value as Partial<GuestMark>;
  return mark.link === link.id && typeof mark.guest === "string" ? mark.guest : null;
}
