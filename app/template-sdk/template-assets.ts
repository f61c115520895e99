import { TEMPLATE_MODULES, TEMPLATE_STYLESHEET } from "~/template-catalog.generated";
import type { TemplateDefinition, TemplateLink } from "./types";

/**
 * What the browser loads of the templates: one stylesheet for all of them, and each template's
 * code as a chunk of its own (the generated catalog's dynamic imports) — a public page loads the
 * one it shows, before hydrating (entry.client), and a navigation to a page in another template
 * loads that one first (host.tsx).
 */

/**
 * The SDK's base styles and every template's stylesheet (each scoped to `.template-{id}`, which
 * templates:check enforces), bundled into one file at build time: one render-blocking request,
 * and a route's `links` cannot see loader data anyway.
 */
export function templateStylesheets(): TemplateLink[] {
  return [{ rel: "stylesheet", href: TEMPLATE_STYLESHEET }];
}

/** Templates whose code is here: on the server every one (registry.server.ts fills it). */
export const loaded = new Map<string, TemplateDefinition>();
const loading = new Map<string, Promise<TemplateDefinition>>();

/** The template's code, if loaded. */
export function loadedTemplate(id: string): TemplateDefinition | undefined {
  return loaded.get(id);
}

/** Loads a template's code once; after a failed load (network) the next call tries again. */
export function loadTemplate(id: string): Promise<TemplateDefinition> {
  const done = loaded.get(id);
  if (done) return Promise.resolve(done);
  const pending = loading.get(id);
  if (pending) return pending;
  const load = TEMPLATE_MODULES[id];
  if (!load) return Promise.reject(new Error(`No installed template "${id}"`));
  const next = load().then(
    ({ Template }) => {
      loaded.set(id, Template);
      return Template;
    },
    (error: unknown) => {
      loading.delete(id);
      throw error;
    },
  );
  loading.set(id, next);
  return next;
}

/** What TemplateRoot's `loadsCode` sets on the root element: the template's id. */
const TEMPLATE_CODE_ATTRIBUTE = "data-template-code";

/** Loads the code of every template the server rendered into `document`. */
export function loadTemplatesIn(document: Document): Promise<unknown> {
  const ids = Array.from(document.querySelectorAll(`[${TEMPLATE_CODE_ATTRIBUTE}]`), (element) =>
    element.getAttribute(TEMPLATE_CODE_ATTRIBUTE),
  );
  return Promise.all(ids.map((id) => loadTemplate(id ?? "")));
}
