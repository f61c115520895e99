import { randomUUID } from "node:crypto";

/** A UUID's 32 hex digits. */
export const USER_ID_LENGTH = 32;

/**
 * Ids are chosen by the app so both engines store the same string `_id`
 * (docs/product.md#database-engines).
 */
export function newId(): string {
  return randomUUID().replaceAll("-", "");
}
