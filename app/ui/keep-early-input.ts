/**
 * What a visitor types, ticks or chooses before the page's code has arrived must survive its
 * arrival. Hydration keeps the DOM nodes, but React then writes its own state into them: a
 * textarea is reset to its server text at once, and a controlled field to its state on its
 * next render. So the edits are noted before hydration (what differs from the server's HTML, and
 * every later input event until React takes over) and replayed afterwards through the same
 * events a person would cause, so the components' state learns them too.
 */
import type { EditableField as Field, FieldEdit } from "./replay-edit";
import type * as ReplayTools from "./replay-edit";

/**
 * replay-edit.ts's functions, handed over by entry.client.tsx, which needs them before this code
 * arrives: importing them here would make that file a chunk of its own, loaded by every page.
 */
export type ReplayEditTools = Pick<
  typeof ReplayTools,
  | "differsFromServer"
  | "isEditable"
  | "isReplayingEdit"
  | "readEdit"
  | "isToggle"
  | "ownedByReact"
  | "replayEdit"
>;

interface Edit extends FieldEdit {
  /** When React was first seen owning the field, and when the edit was last replayed. */
  ownedAt?: number;
  replayedAt?: number;
  /** The visitor has changed the field since React took it: theirs wins from then on. */
  changedSince?: boolean;
}

function shows(field: Field, edit: Edit, isToggle: ReplayEditTools["isToggle"]) {
  return isToggle(field) ? field.checked === edit.checked : field.value === edit.value;
}

const GIVE_UP_AFTER_MS = 10_000;
/** A part's render can span several tasks before its commit resets the field once more. */
const WATCH_AFTER_REPLAY_MS = 1_500;

/**
 * Call before hydrating; call the returned function once the hydrated root's effects run. Parts
 * inside a Suspense boundary hydrate later than the root, and React takes a field over (its
 * fiber is on it) a little before that part is committed, so each edit is replayed a frame after
 * React owns the field and again should the commit reset it, until the visitor types there.
 */
export function keepEarlyInput(
  tools: ReplayEditTools,
  noted: ReadonlyMap<Field, Edit> = new Map(),
  root: Document = document,
) {
  const { differsFromServer, isEditable, isReplayingEdit, readEdit, isToggle } = tools;
  const { ownedByReact, replayEdit } = tools;
  const edits = new Map<Field, Edit>();
  for (const field of root.querySelectorAll("input, textarea, select")) {
    if (isEditable(field) && differsFromServer(field)) edits.set(field, readEdit(field));
  }
  // What was noted as it happened wins over what the field shows now: React may have reset it.
  for (const [field, edit] of noted) if (isEditable(field)) edits.set(field, { ...edit });
  const note = (event: Event) => {
    const field = event.target;
    if (!isEditable(field) || isReplayingEdit()) return;
    const edit = edits.get(field);
    if (!ownedByReact(field)) edits.set(field, readEdit(field));
    else if (edit) edit.changedSince = true;
  };
  root.addEventListener("input", note, true);
  root.addEventListener("change", note, true);

  const stopAt = Date.now() + GIVE_UP_AFTER_MS;
  const watch = () => {
    const now = Date.now();
    for (const [field, edit] of edits) {
      const done =
        !field.isConnected ||
        edit.changedSince ||
        (edit.replayedAt !== undefined && now - edit.replayedAt > WATCH_AFTER_REPLAY_MS);
      if (done) edits.delete(field);
      else if (!ownedByReact(field)) continue;
      else if (edit.ownedAt === undefined) edit.ownedAt = now;
      else if (edit.replayedAt === undefined || !shows(field, edit, isToggle)) {
        edit.replayedAt = now;
        replayEdit(field, edit);
      }
    }
    if (edits.size > 0 && now < stopAt) requestAnimationFrame(watch);
    else {
      root.removeEventListener("input", note, true);
      root.removeEventListener("change", note, true);
    }
  };
  return function replayEarlyInput() {
    watch();
  };
}
