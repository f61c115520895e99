import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { clientAddress } from "~/server/client-address.server";
import { config } from "~/config.server";
import { createRateLimiter } from "~/services/rate-limit.server";
import { linkState, type OpenLink } from "./guest-access.server";
import { forgetGuestHeader, guestHeader } from "./guest-cookie.server";
import {
  currentGuest,
  GuestActionNotFound,
  GuestRefusal,
  identifyGuest,
  setFavourite,
  setFavouriteComment,
} from "./guest-favourites.server";
import type { GuestNotice } from "./guest-texts";
import { shareLinkPath, shareSelectionPath, withShareHeaders } from "./link-paths";
import { sendSelection } from "./send-selection.server";

/**
 * The action of the guest's pages, /s/{token}/selection and /s/{token}/photos/{id}
 * (docs/decisions/0066-favourites-proofing-activity.md): every change a guest makes — who they
 * are, "Not you?", a favourite on or off, a comment, "Send my selection". A plain form post goes
 * back to the page it came from (303, a notice in `?notice=`); the pages' fetchers ask
 * `reply=json` and get `{ notice }` instead, so nothing reloads. Posts are same-origin and
 * size-limited by the global request guards; here at most 120 per link and address in 10 minutes.
 */
const guestPosts = createRateLimiter({
  name: "share-link-guest-posts",
  limit: 120,
  windowMs: 10 * 60 * 1000,
});

const notFound = () => new Response("Not found", { status: 404, headers: withShareHeaders() });

/** A page of this link to go back to: its own path only, never another site or link. */
function backTo(token: string, back: unknown): string {
  const base = shareLinkPath(token);
  if (typeof back !== "string") return shareSelectionPath(token);
  const ok = back === base || (back.startsWith(`${base}/`) && /^[\w/-]+$/.test(back));
  return ok ? back : shareSelectionPath(token);
}

type Outcome = { notice: GuestNotice | null; setCookie?: string };

/** The status of a refused change; the others nothing changed for (409). */
const REFUSAL_STATUS: Partial<Record<GuestNotice, number>> = {
  throttled: 429,
  "no-guest": 403,
  "guest-invalid": 400,
  "comment-long": 400,
};

async function perform(
  request: Request,
  open: OpenLink,
  form: FormData,
  address: string,
): Promise<Outcome> {
  const intent = form.get("intent");
  const guest = await currentGuest(request, open);
  if (intent === "guest") {
    const saved = await identifyGuest(open, guest, form.get("name"), form.get("email"));
    return { notice: null, setCookie: await guestHeader(open.token, open.link, saved.id) };
  }
  if (intent === "forget") return { notice: null, setCookie: await forgetGuestHeader(open.token) };
  if (!guest) throw new GuestRefusal("no-guest");
  if (intent === "favourite") {
    await setFavourite(open, guest, form.get("photoId"), form.get("on") === "1", address);
  } else if (intent === "comment") {
    await setFavouriteComment(open, guest, form.get("photoId"), form.get("comment"), address);
  } else if (intent === "send") {
    await sendSelection(request, open, guest);
    return { notice: "sent" };
  } else {
    throw new GuestActionNotFound();
  }
  return { notice: null };
}

/** The action; `address` is the client's as the server saw it (for the limit and the activity). */
export async function submitGuestAction(request: Request, token: string, address: string) {
  const state = await linkState(request, token);
  if (state.kind !== "open" || !state.link.favourites) throw notFound();
  const form = await request.formData();
  const wantsJson = form.get("reply") === "json";
  let outcome: Outcome;
  let status = 200;
  const limited = config().RATE_LIMITS && !(await guestPosts.hit(`${state.link.id}|${address}`));
  try {
    if (limited) throw new GuestRefusal("throttled");
    outcome = await perform(request, state, form, address);
  } catch (error) {
    if (error instanceof GuestActionNotFound) throw notFound();
    if (!(error instanceof GuestRefusal)) throw error;
    outcome = { notice: error.notice };
    status = REFUSAL_STATUS[error.notice] ?? 409;
  }
  const headers = withShareHeaders(outcome.setCookie ? { "Set-Cookie": outcome.setCookie } : {});
  if (status === 429) headers.set("Retry-After", "600");
  if (wantsJson) return json({ notice: outcome.notice }, { status, headers });
  const back = backTo(token, form.get("back"));
  const to = outcome.notice ? `${back}?notice=${outcome.notice}` : back;
  return redirect(to, { status: 303, headers });
}

/** The `action` export of the guest's pages (s.$token_.selection.tsx, s.$token_.photos.$photoId.tsx). */
export const guestPageAction = ({ request, params, context }: ActionFunctionArgs) =>
  submitGuestAction(request, params.token!, clientAddress(context));
