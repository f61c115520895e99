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

/** A template's page for React.lazy: its `Portfolio` with its sections on demand (ADR 54). */
const withSections = (definition: TemplateDefinition) => ({
  default: (props: TemplateProps) => (
    <definition.Portfolio {...props} sections={sectionsOnDemand(definition)} />
  ),
});

const portfolios = new Map<string, ComponentType<TemplateProps>>();

/**
 * One component per template, the same on every render (a new component type would remount the
 * page). It renders at once when the code is already loaded — always on the server, and before
 * hydration in the browser (entry.client waits for it) — and otherwise suspends while it loads:
 * a navigation to a page in another template keeps the current page until then (navigations are
 * transitions).
 */
function portfolioOf(id: string): ComponentType<TemplateProps> {
  let component = portfolios.get(id);
  if (!component) {
    component = lazy(() => {
      const known = loadedTemplate(id);
      const module = known ? settled(withSections(known)) : loadTemplate(id).then(withSections);
      return module as Promise<{ default: ComponentType<TemplateProps> }>;
    });
    portfolios.set(id, component);
  }
  return component;
}

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
