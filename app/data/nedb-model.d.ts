// nedb's own update/match helpers, used to compute a write before validating it (no types shipped).
declare module "@seald-io/nedb/lib/model.js" {
  export function modify<T>(doc: T, update: object): T;
  export function getDotValues(doc: object, fields: string[]): unknown;
}
