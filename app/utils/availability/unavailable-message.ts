/**
 * What people read when the database or the object store is away: short, and the same for every
 * page and API (docs/product.md#error-catalogue style). Apart from unavailable.ts so the root's
 * error page can show it without bringing the error classes into every page's JavaScript.
 */
export const UNAVAILABLE_MESSAGE =
  "The service is temporarily unavailable. Please try again in a moment.";
