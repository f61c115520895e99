import type { ComponentType } from "react";
import { perTemplate } from "./host";
import type { TemplateManifest } from "./manifest";
import { codeOnDemand, onDemand } from "./on-demand/on-demand";
import { TemplateRoot } from "./template-root";
import type { CollectionPageProps, TemplateDefinition } from "./types";

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

/** Like the portfolio's (host.tsx): at once when the template's code is here, else it suspends. */
const collectionPageFor = perTemplate(collectionPageOf);

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
