// nedb's own update/match helpers, used to compute a write before validating it and to answer
// planned reads the way nedb would (no types shipped).
declare module "@seald-io/nedb/lib/model.js" {
  export function modify<T>(doc: T, update: object): T;
  export function getDotValues(doc: object, fields: string[]): unknown;
  export function getDotValue(doc: object, field: string): unknown;
  /** nedb's (and MongoDB's) order of values across types: undefined, null, numbers, strings… */
  export function compareThings(a: unknown, b: unknown): number;
  export function match(doc: object, query: object): boolean;
  export function deepCopy<T>(doc: T): T;
}
