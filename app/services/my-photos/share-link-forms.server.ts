import { userFacingFailure } from "~/services/photos/index.server";
import {
  createShareLink,
  revokeShareLink,
  updateShareLink,
} from "~/services/share-links/own-links.server";
import { ShareLinkInputError, type ShareLinkField } from "~/services/share-links/errors.server";
import { UserFacingError } from "~/services/user-facing-error.server";
import {
  LINK_FIELDS,
  PASSWORD_CHANGES,
  expiryFromDay,
  type PasswordChange,
} from "~/ui/my-photos/share-links/link-form-fields";
import type { CollectionFormFailure } from "~/utils/collection-forms";
import type { FormOutcome } from "./collection-forms.server";

/**
 * The share link forms of a collection's links page (docs/product.md#share-links): plain posts
 * that work without JavaScript. The service checks every field and its refusals show under the
 * field they are about; a refused form changes nothing.
 */

/** What creating answers: the link's full address, shown this once (ADR 63). */
export type CreateLinkOutcome =
  { ok: true; created: { id: string; label: string; address: string } } | CollectionFormFailure;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The form's input for each setting the service may refuse: the expiry is a day here. */
const FORM_FIELD_OF: Record<ShareLinkField, string> = {
  label: LINK_FIELDS.label,
  password: LINK_FIELDS.password,
  expiresAt: LINK_FIELDS.expiresOn,
  downloads: LINK_FIELDS.downloads,
  favourites: LINK_FIELDS.favourites,
  favouritesLimit: LINK_FIELDS.favouritesLimit,
  watermark: LINK_FIELDS.watermark,
};

/** The fields as sent, to show again after a refusal (never the password). */
function sentValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of Object.values(LINK_FIELDS)) {
    if (name !== LINK_FIELDS.password) values[name] = text(form, name);
  }
  return values;
}

/** A form's own refusal, before the service is asked: about one of its inputs. */
class LinkFormError extends UserFacingError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Which input a refusal shows under; none for one about the link as a whole. */
function fieldOf(error: unknown): string | undefined {
  if (error instanceof ShareLinkInputError) return FORM_FIELD_OF[error.field];
  if (error instanceof LinkFormError) return error.field;
  return undefined;
}

function refusal(form: string, error: unknown, values: Record<string, string>) {
  const { message, status } =
    error instanceof UserFacingError
      ? { message: error.message, status: error.status }
      : userFacingFailure(error, "Something went wrong.", "Share link change failed");
  return { ok: false, form, message, status, field: fieldOf(error), values } as const;
}

/** The date input's day as the service's ISO expiry; "" is a link that never expires. */
function expiryOf(form: FormData): string | null {
  const day = text(form, LINK_FIELDS.expiresOn).trim();
  if (!day) return null;
  const expiry = expiryFromDay(day);
  if (!expiry) {
    throw new LinkFormError(LINK_FIELDS.expiresOn, "Enter the expiry as a date (YYYY-MM-DD).");
  }
  return expiry.toISOString();
}

/**
 * "Guests may choose up to": empty for no limit; digits as their number; anything else as typed,
 * for the service to refuse in its own words.
 */
function favouritesLimitOf(form: FormData, favourites: boolean): number | string | null {
  const limit = text(form, LINK_FIELDS.favouritesLimit).trim();
  if (!favourites || !limit) return null;
  return /^\d+$/.test(limit) ? Number(limit) : limit;
}

/** Label, expiry, downloads, favourites (with their limit) and watermark, as the service takes them. */
function linkSettings(form: FormData) {
  const favourites = form.has(LINK_FIELDS.favourites);
  return {
    label: text(form, LINK_FIELDS.label),
    expiresAt: expiryOf(form),
    downloads: text(form, LINK_FIELDS.downloads) || "none",
    favourites,
    favouritesLimit: favouritesLimitOf(form, favourites),
    watermark: form.has(LINK_FIELDS.watermark),
  };
}

/** `origin` is where the address points: SITE_URL, else the site the request came to. */
export async function createLinkForm(
  userId: string,
  collectionId: string,
  form: FormData,
  origin: string,
): Promise<CreateLinkOutcome> {
  try {
    const input = { ...linkSettings(form), password: text(form, LINK_FIELDS.password) };
    const link = await createShareLink(userId, collectionId, input);
    return {
      ok: true,
      created: { id: link.id, label: link.label, address: `${origin}${link.url}` },
    };
  } catch (error) {
    return refusal("create", error, sentValues(form));
  }
}

/** keep: undefined (unchanged); remove: null; change: the new one, which may not be empty. */
function passwordOf(form: FormData): string | null | undefined {
  const sent = text(form, LINK_FIELDS.passwordChange);
  const change: PasswordChange = PASSWORD_CHANGES.includes(sent as PasswordChange)
    ? (sent as PasswordChange)
    : "keep";
  if (change === "keep") return undefined;
  if (change === "remove") return null;
  const password = text(form, LINK_FIELDS.password);
  if (!password) {
    throw new LinkFormError(
      LINK_FIELDS.password,
      "Enter the new password, or keep the current one.",
    );
  }
  return password;
}

export async function updateLinkForm(
  userId: string,
  collectionId: string,
  form: FormData,
): Promise<FormOutcome> {
  try {
    const settings = linkSettings(form);
    // An expiry left as it was is not sent again: an expired link's past day would be refused.
    const keepExpiry =
      text(form, LINK_FIELDS.expiresOn).trim() === text(form, LINK_FIELDS.savedExpiresOn);
    const input = {
      ...settings,
      expiresAt: keepExpiry ? undefined : settings.expiresAt,
      password: passwordOf(form),
    };
    const link = await updateShareLink(userId, collectionId, text(form, LINK_FIELDS.linkId), input);
    return {
      ok: true,
      toast: { title: "Link saved", description: link.label || "Its address stays the same." },
    };
  } catch (error) {
    return refusal("edit", error, sentValues(form));
  }
}

export async function revokeLinkForm(
  userId: string,
  collectionId: string,
  form: FormData,
): Promise<FormOutcome> {
  try {
    const ended = await revokeShareLink(userId, collectionId, text(form, LINK_FIELDS.linkId));
    return {
      ok: true,
      toast:
        ended === "revoked"
          ? { title: "Link revoked", description: "Its address no longer opens the collection." }
          : {
              title: "Link deleted",
              description: "Its guests, their favourites and its activity are deleted with it.",
            },
    };
  } catch (error) {
    return refusal("revoke", error, {});
  }
}
