import { lazy, type ComponentType } from "react";
// The barrel, not its files one by one, and not host.tsx: a route that reached only part of the
// modules home and the portfolio share would split their chunks, one more file and a few hundred
// bytes on every public page (npm run bench:js).
import { TemplateRoot, type CollectionPageProps, type TemplateManifest } from ".";
import { codeOnDemand, onDemand } from "./on-demand/on-demand";
import { loadedTemplate, loadTemplate } from "./template-assets";
import type { TemplateDefinition } from "./types";

/**
 * The host's side of the collection page (SDK 1.1, docs/product.md#collection-page): a template's
 * own `CollectionPage` (its `collectionPage` loader) or the SDK's, as a part on demand (ADR 30):
 * the server renders it in full, the browser loads its code when it is on screen. Only the
 * collection route imports this module, so no other page carries its code.
 */

const sdkCollectionPage = () => import("./collection-blocks/collection-page");

/** One component per template definition, the same on every render (no remount). */
const pages = new WeakMap<TemplateDefinition, ComponentType<CollectionPageProps>>();

/** On the server its code starts loading at the first call (registry.server.ts makes it early). */
export function collectionPageOf(
  definition: TemplateDefinition,
): ComponentType<CollectionPageProps> {
  let page = pages.get(definition);
  if (!page) {
    page = onDemand(codeOnDemand(definition.collectionPage ?? sdkCollectionPage), "CollectionPage");
    pages.set(definition, page);
  }
  return page;
}

const byTemplate = new Map<string, ComponentType<CollectionPageProps>>();
type Loaded = { default: ComponentType<CollectionPageProps> };
const asModule = (definition: TemplateDefinition): Loaded => ({
  default: collectionPageOf(definition),
});

/**
 * Like host.tsx's portfolioOf (not shared with it, see the imports): the same component on every
 * render, at once when the template's code is here (the server; the browser before hydration,
 * entry.client loads it), else suspending while it loads.
 */
function collectionPageFor(id: string): ComponentType<CollectionPageProps> {
  let component = byTemplate.get(id);
  if (!component) {
    component = lazy(() => {
      const known = loadedTemplate(id);
      // A thenable that calls back at once: React.lazy then renders without suspending.
      const module = known
        ? { then: (resolve: (loaded: Loaded) => void) => resolve(asModule(known)) }
        : loadTemplate(id).then(asModule);
      return module as Promise<Loaded>;
    });
    byTemplate.set(id, component);
  }
  return component;
}

/** The collection route's body: the owner's template's collection page. */
export function CollectionTemplate({
  manifest,
  props,
}: {
  manifest: TemplateManifest;
  props: CollectionPageProps;
}) {
  const Page = collectionPageFor(manifest.id);
  return (
    <TemplateRoot manifest={manifest} loadsCode>
      <Page {...props} />
    </TemplateRoot>
  );
}
