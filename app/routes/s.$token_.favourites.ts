import { guestPageAction } from "~/services/share-links/guest-actions.server";

// No publicCache export and no page: a resource route the cache never keeps (ADR 57, 63).

/**
 * POST /s/{token}/favourites: a heart of the link's gallery, sent by the page's script with
 * `reply=json` and answered `{ notice }` (ADR 66). The same action as the guest's pages; without
 * JavaScript the hearts post to the photo's page instead, which leads back to the gallery.
 */
export const action = guestPageAction;
