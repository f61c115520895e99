import type { CollectionFormFailure } from "~/utils/collection-forms";
import type { LinkValues } from "./link-fields";
import {
  LINK_FIELDS,
  PASSWORD_CHANGES,
  dayOfExpiry,
  type PasswordChange,
} from "./link-form-fields";
import type { LinkRow } from "./link-row-view";

/** A new link's form: no password, no expiry, no downloads, no favourites, no watermark. */
export const NEW_LINK_VALUES: LinkValues = {
  label: "",
  password: "",
  passwordChange: "keep",
  expiresOn: "",
  downloads: "none",
  favourites: false,
  favouritesLimit: "",
  watermark: false,
};

/** A saved link's values, for its edit form. */
export function savedLinkValues(link: LinkRow): LinkValues {
  return {
    ...NEW_LINK_VALUES,
    label: link.label,
    expiresOn: link.expiresAt ? dayOfExpiry(link.expiresAt) : "",
    downloads: link.downloads,
    favourites: link.favourites,
    favouritesLimit: link.favouritesLimit ? String(link.favouritesLimit) : "",
    watermark: link.watermark,
  };
}

/** After a refusal a form shows what was sent (never the password), not what is saved. */
export function sentLinkValues(failure: CollectionFormFailure, fallback: LinkValues): LinkValues {
  const sent = failure.values;
  const change = sent[LINK_FIELDS.passwordChange] as PasswordChange;
  return {
    label: sent[LINK_FIELDS.label] ?? fallback.label,
    password: "",
    passwordChange: PASSWORD_CHANGES.includes(change) ? change : fallback.passwordChange,
    expiresOn: sent[LINK_FIELDS.expiresOn] ?? fallback.expiresOn,
    downloads: sent[LINK_FIELDS.downloads] || fallback.downloads,
    favourites: sent[LINK_FIELDS.favourites] !== "",
    favouritesLimit: sent[LINK_FIELDS.favouritesLimit] ?? fallback.favouritesLimit,
    watermark: sent[LINK_FIELDS.watermark] !== "",
  };
}
