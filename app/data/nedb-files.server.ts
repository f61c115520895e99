import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createInterface } from "node:readline";
import type { Document } from "./collection";

/**
 * Reads the files the NeDB engine (the embedded engine until SQLite, ADR 50) left in a DATA_DIR,
 * without NeDB: only the move to SQLite needs them (docs/decisions/0052-moving-installations-to-sqlite.md).
 *
 * NeDB's file format, as its 4.x releases write it: one JSON object per line, appended on every
 * write and rewritten whole on compaction.
 * - A line with an `_id` is that document's latest state: a later line for the same `_id` replaces
 *   an earlier one, and `{"$$deleted": true, "_id": …}` removes it.
 * - Lines without an `_id` record index definitions (`$$indexCreated`, `$$indexRemoved`): the
 *   schema declares the indexes now, so they are skipped.
 * - A date is `{"$$date": <milliseconds>}`.
 * - NeDB writes a new file as `<name>~` and renames it over the old one; a crash between leaves
 *   only the `~` file, which NeDB then takes as the data.
 * - A torn last line (a crash during an append) is not data. NeDB refuses a file of which more
 *   than a tenth of the lines do not parse; so does this reader.
 */

/** The share of unreadable lines NeDB tolerates in a file before refusing it. */
const CORRUPT_LINES_TOLERATED = 0.1;

/** One line's effect on the collection. */
export type NedbChange = { kind: "put"; doc: Document } | { kind: "delete"; _id: string };

export class NedbFileCorruptError extends Error {}

/** JSON.parse's reviver for NeDB's dates. */
function reviveDates(_key: string, value: unknown): unknown {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const date = (value as { $$date?: unknown }).$$date;
    if (keys.length === 1 && typeof date === "number") return new Date(date);
  }
  return value;
}

/** What one line says, or null for an index line; throws on a line that is not NeDB's. */
export function parseNedbLine(line: string): NedbChange | null {
  const parsed = JSON.parse(line, reviveDates) as Record<string, unknown> | null;
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new SyntaxError("not a document");
  }
  const id = parsed._id;
  if (id === undefined || id === null || id === "") return null;
  if (typeof id !== "string") throw new SyntaxError("an _id that is not a string");
  if (parsed.$$deleted === true) return { kind: "delete", _id: id };
  return { kind: "put", doc: parsed as unknown as Document };
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (found) => found.isFile(),
    () => false,
  );
}

/** The file NeDB would load for `<name>.db` in `dbDir`, or null when the collection has none. */
export async function nedbFileOf(dbDir: string, name: string): Promise<string | null> {
  const file = `${dbDir}/${name}.db`;
  if (await isFile(file)) return file;
  if (await isFile(`${file}~`)) return `${file}~`;
  return null;
}

/**
 * The changes a NeDB file holds, in file order: applied in turn (a put replaces, a delete removes)
 * they give the collection NeDB would load. Streams, so a file of any size fits in memory.
 */
export async function* nedbChanges(file: string): AsyncGenerator<NedbChange> {
  let lines = 0;
  let corrupt = 0;
  const reader = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of reader) {
    if (line === "") continue;
    lines++;
    let change: NedbChange | null;
    try {
      change = parseNedbLine(line);
    } catch {
      corrupt++;
      continue;
    }
    if (change) yield change;
  }
  if (lines > 0 && corrupt / lines > CORRUPT_LINES_TOLERATED) {
    throw new NedbFileCorruptError(
      `${corrupt} of the ${lines} lines of ${file} cannot be read: more than NeDB itself accepts`,
    );
  }
}
