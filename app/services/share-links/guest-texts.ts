/**
 * What a guest reads around favourites (docs/decisions/0066-favourites-proofing-activity.md),
 * shared by the /s/ pages and the actions that answer them: limits, the counter and the notices
 * an action may send back (by code, so a redirect carries no text of its own).
 */
export const GUEST_LIMITS = { name: 100, email: 254, comment: 1000 } as const;

/** "12 of 30 chosen", or "12 chosen" on a link without a limit. */
export const favouritesCounter = (count: number, limit: number | null) =>
  limit === null ? `${count} chosen` : `${count} of ${limit} chosen`;

/** The one line under the guest form: what is stored and why. */
export const guestNote = (photographer: string) =>
  `Your name and email are kept with this gallery so ${photographer} knows whose favourites these are.`;

export const GUEST_NOTICES = {
  limit: "You have chosen as many as this gallery allows. Remove a favourite to choose this one.",
  sent: "Your selection was sent. You can still change it and send it again.",
  "send-empty": "Choose at least one favourite before sending your selection.",
  "no-guest": "Tell us your name and email first.",
  throttled: "Too many changes at once. Please wait a few minutes and try again.",
  "comment-long": `A comment can be at most ${GUEST_LIMITS.comment} characters.`,
  "guest-invalid": `Give your name (up to ${GUEST_LIMITS.name} characters) and a valid email address.`,
  /** The page's script could not reach the site (offline, a server error): nothing changed. */
  failed: "That did not go through. Check your connection and try again.",
} as const;
export type GuestNotice = keyof typeof GUEST_NOTICES;

export const isGuestNotice = (code: unknown): code is GuestNotice =>
  typeof code === "string" && Object.hasOwn(GUEST_NOTICES, code);

/** Notices that report a success rather than a refusal (shown politely, not as an alert). */
export const isGoodNotice = (code: GuestNotice) => code === "sent";
