import { randomUUID } from "node:crypto";

/** Ids are chosen by the app so both engines store the same string `_id` (DESIGN §3). */
export function newId(): string {
  return randomUUID().replaceAll("-", "");
}
