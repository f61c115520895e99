import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadTemplatesIn } from "~/template-sdk/template-assets";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// A public page's template is a chunk of its own: hydrate once it is here, so the first render
// is the server's. Should it fail to load, the page stays as served, working as without
// JavaScript.
loadTemplatesIn(document).then(hydrate, () => {});
