import { TEMPLATES } from "~/template-registry.generated";
import { collectionPageOf } from "./collection-host";
import { sectionsOnDemand } from "./on-demand/template-sections";
import { selectTemplateId } from "./select-template";
import { loaded } from "./template-assets";
import type { RegisteredTemplate } from "./types";

/**
 * Every template, bundled: what the server renders with (and tests). `.server`: the browser
 * bundle gets an empty module instead, and loads one template per page (template-assets.ts).
 */

// The server has every template's code (the host renders them at once), and every template's
// sections on demand and collection page (collection-host.tsx) start loading now, long before the first page is rendered (a render would
// wait for them): here, in a module the browser never gets.
for (const { manifest, definition } of TEMPLATES) {
  loaded.set(manifest.id, definition);
  sectionsOnDemand(definition);
  collectionPageOf(definition);
}

export function registeredTemplates(): readonly RegisteredTemplate[] {
  return TEMPLATES;
}

/**
 * The template with this id; unknown or missing ids get the default one
 * (docs/product.md#states-and-transitions).
 */
export function registeredTemplate(id?: string | null): RegisteredTemplate {
  const chosen = selectTemplateId(
    TEMPLATES.map((t) => t.manifest),
    { ownerTemplateId: id },
  );
  return TEMPLATES.find((t) => t.manifest.id === chosen)!;
}
