import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode, useEffect, useLayoutEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadTemplatesIn } from "~/template-sdk/template-assets";
import { loadPartsShownIn } from "~/ui/lazy-at-hand";
import {
  differsFromServer,
  isEditable,
  isReplayingEdit,
  isToggle,
  ownedByReact,
  readEdit,
  replayEdit,
  type EditableField,
  type FieldEdit,
} from "~/ui/replay-edit";

// Here once, in this bundle: the keeper's code is handed them (keep-early-input.ts).
const replayTools = {
  differsFromServer,
  isEditable,
  isReplayingEdit,
  isToggle,
  ownedByReact,
  readEdit,
  replayEdit,
};

/**
 * What a visitor types before hydration must survive it (app/ui/keep-early-input.ts). Its code
 * comes with the first edit, not with every page: a field already changed when this runs (typed
 * into, restored or filled in by the browser), or the first input or change event before
 * hydration. Hydration waits for it then, as it reads the edits before React writes the fields.
 */
type Replay = () => void;
let keeper: Promise<Replay> | undefined;
// Noted here, as each edit happens: once React is hydrating, an edit makes it hydrate at once and
// re-render the field with the server's value, before the keeper's code could have read it.
const noted = new Map<EditableField, FieldEdit>();
const note = (field: EventTarget | null | undefined) => {
  if (isEditable(field)) noted.set(field, readEdit(field));
};
const keepEarlyInput = (event?: Event) => {
  note(event?.target);
  return (keeper ??= import("~/ui/keep-early-input").then((m) =>
    m.keepEarlyInput(replayTools, noted),
  ));
};
const EDITS = ["input", "change"];
const changedFields = [...document.querySelectorAll("input, textarea, select")].filter(
  (field) => isEditable(field) && differsFromServer(field),
);
changedFields.forEach(note);
if (changedFields.length) void keepEarlyInput();
else for (const type of EDITS) document.addEventListener(type, keepEarlyInput, true);

/**
 * An edit noted before or while React hydrates the page (not a part that hydrates later) is
 * replayed as the page commits: a click right after it (Search, Save) must send what the visitor typed, and the
 * keeper's code may still be on its way. A controlled field's next render would write the
 * server's value back into it otherwise.
 */
function replayNotedEdits() {
  for (const [field, edit] of noted) {
    // A field React has since removed hears its events alone: nothing listens off the page.
    if (ownedByReact(field)) replayEdit(field, edit);
  }
}

/** Renders nothing; its effects run once the whole hydrated tree's have. */
function AfterHydration() {
  useLayoutEffect(replayNotedEdits, []);
  useEffect(() => {
    for (const type of EDITS) document.removeEventListener(type, keepEarlyInput, true);
    keeper?.then(
      (replay) => replay(),
      () => {},
    );
  }, []);
  return null;
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
        <AfterHydration />
      </StrictMode>,
    );
  });
}

/**
 * With single fetch, RemixBrowser decodes the page's data as it first renders and suspends until
 * then, above any Suspense boundary. A visitor's click or keystroke in that moment makes React
 * hydrate at once, and a root that suspends then cannot complete (React error 345: the page is
 * left without its code and the edit or click is lost). So the decoding is started here, by
 * RemixBrowser itself, and hydration waits for it. What it throws is that decoding's promise;
 * anything else it would throw again while hydrating, where the error belongs.
 */
function remixDataDecoded(): Promise<unknown> | undefined {
  try {
    (RemixBrowser as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown;
  }
}

// A public page's template is a chunk of its own, and so are the parts most pages never show (a
// not-found view, a signed-in user's identity): hydrate once the ones this page shows are here,
// so the first render is the server's. Should one fail to load, the page stays as served, working
// as without JavaScript.
Promise.all([loadTemplatesIn(document), loadPartsShownIn(document), remixDataDecoded()])
  .then(() => keeper?.catch(() => {}))
  .then(hydrate, () => {});
