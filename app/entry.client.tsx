import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadTemplatesIn } from "~/template-sdk/template-assets";
import { keepEarlyInput } from "~/ui/keep-early-input";
import { loadPartsShownIn } from "~/ui/lazy-at-hand";

const replayEarlyInput = keepEarlyInput();

/** Renders nothing; its effect runs once the whole hydrated tree's have (app/ui/keep-early-input.ts). */
function AfterHydration() {
  useEffect(replayEarlyInput, []);
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
Promise.all([loadTemplatesIn(document), loadPartsShownIn(document)]).then(hydrate, () => {});
