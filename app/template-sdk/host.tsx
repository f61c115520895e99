import { lazy, type ComponentType } from "react";
import type { TemplateManifest } from "./manifest";
import { sectionsOnDemand } from "./on-demand/template-sections";
import { loadedTemplate, loadTemplate } from "./template-assets";
import { TemplateRoot } from "./template-root";
import type {
  RegisteredTemplate,
  TemplateDefinition,
  TemplateProps,
  TemplateSettingValues,
} from "./types";

/**
 * The host's side of the template contract (routes), kept out of the SDK barrel: templates
 * import the barrel, and the host names every template. Pages get their template's manifest
 * from their loader (the server resolves which template a page uses); in the browser a page
 * loads only that template's code (template-assets.ts).
 */

/** Setting values for a template: stored values where valid, the manifest defaults otherwise. */
export function resolveSettings(
  manifest: TemplateManifest,
  stored: Record<string, unknown> = {},
): TemplateSettingValues {
  const values: TemplateSettingValues = {};
  for (const [key, setting] of Object.entries(manifest.settings)) {
    const value = stored[key];
    const valid =
      setting.type === "boolean"
        ? typeof value === "boolean"
        : setting.options.some((option) => option.id === value);
    values[key] = valid ? (value as string | boolean) : setting.default;
  }
  return values;
}

/** Renders a given template as pages do, `<Portfolio>` inside `TemplateRoot` (tests, previews). */
export function TemplatePage({
  template,
  props,
  hydrated,
}: {
  template: RegisteredTemplate;
  props: TemplateProps;
  /** Tests and previews only: render the JavaScript layout on the server. */
  hydrated?: boolean;
}) {
  const { definition } = template;
  return (
    <TemplateRoot manifest={template.manifest} hydrated={hydrated}>
      <definition.Portfolio {...props} sections={sectionsOnDemand(definition)} />
    </TemplateRoot>
  );
}

/** A thenable that calls back at once: React.lazy then renders without suspending. */
const settled = <T,>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) });

/**
 * One component per template, made by `make` from its code, the same on every render (a new
 * component type would remount the page). It renders at once when the code is already loaded —
 * always on the server, and before hydration in the browser (entry.client waits for it) — and
 * otherwise suspends while it loads: a navigation to a page in another template keeps the
 * current page until then (navigations are transitions).
 */
export function perTemplate<P extends object>(
  make: (definition: TemplateDefinition) => ComponentType<P>,
) {
  // React.lazy's type asks more of P than a plain component does; the host passes P as it is.
  const made = new Map<string, ComponentType<P>>();
  const module = (definition: TemplateDefinition) => ({ default: make(definition) });
  return (id: string): ComponentType<P> => {
    let component = made.get(id);
    if (!component) {
      component = lazy(() => {
        const known = loadedTemplate(id);
        return (known ? settled(module(known)) : loadTemplate(id).then(module)) as Promise<{
          default: ComponentType<P>;
        }>;
      }) as unknown as ComponentType<P>;
      made.set(id, component);
    }
    return component;
  };
}

/** A template's page: its `Portfolio` with its sections on demand (ADR 54). */
const portfolioOf = perTemplate((definition) => (props: TemplateProps) => (
  <definition.Portfolio {...props} sections={sectionsOnDemand(definition)} />
));

/** A public page's template (home, portfolios): what `TemplatePage` renders, code loaded per page. */
export function PortfolioTemplate({
  manifest,
  props,
}: {
  manifest: TemplateManifest;
  props: TemplateProps;
}) {
  const Portfolio = portfolioOf(manifest.id);
  return (
    <TemplateRoot manifest={manifest} loadsCode>
      <Portfolio {...props} />
    </TemplateRoot>
  );
}
