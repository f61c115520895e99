import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadTemplatesIn } from "~/template-sdk/template-assets";
import { loadPartsShownIn } from "~/ui/lazy-at-hand";

/**
 * What a visitor types before hydration must survive it (app/ui/keep-early-input.ts). Its code
 * comes with the first edit, not with every page: a field already changed when this runs (typed
 * into, restored or filled in by the browser), or the first input or change event before
 * hydration. Hydration waits for it then, as it reads the edits before React writes the fields.
 */
type Replay = () => void;
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
let keeper: Promise<Replay> | undefined;
// Noted here, as each edit happens: once React is hydrating, an edit makes it hydrate at once and
// re-render the field with the server's value, before the keeper's code could have read it.
const noted = new Map<Field, { value: string; checked: boolean }>();
const keepEarlyInput = (event?: Event) => {
  const field = event?.target;
  if (
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  )
    noted.set(field, { value: field.value, checked: "checked" in field && field.checked });
  return (keeper ??= import("~/ui/keep-early-input").then((m) => m.keepEarlyInput(noted)));
};
// Loose on purpose: a field that only looks changed loads the keeper, which checks each one.
const changedSinceServed = (field: Element) =>
  field instanceof HTMLSelectElement
    ? [...field.options].some((option) => option.selected !== option.defaultSelected)
    : (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      (field.value !== field.defaultValue ||
        (field instanceof HTMLInputElement && field.checked !== field.defaultChecked));
const EDITS = ["input", "change"];
if ([...document.querySelectorAll("input, textarea, select")].some(changedSinceServed))
  void keepEarlyInput();
else for (const type of EDITS) document.addEventListener(type, keepEarlyInput, true);

/** Renders nothing; its effect runs once the whole hydrated tree's have. */
function AfterHydration() {
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

// A public page's template is a chunk of its own, and so are the parts most pages never show (a
// not-found view, a signed-in user's identity): hydrate once the ones this page shows are here,
// so the first render is the server's. Should one fail to load, the page stays as served, working
// as without JavaScript.
Promise.all([loadTemplatesIn(document), loadPartsShownIn(document)])
  .then(() => keeper?.catch(() => {}))
  .then(hydrate, () => {});
