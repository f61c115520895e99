import { TEMPLATE_STYLESHEET, TEMPLATES } from "~/template-registry.generated";
import { selectTemplateId } from "./select-template";
import { TemplateRoot } from "./template-root";
import type {
  RegisteredTemplate,
  TemplateLink,
  TemplateProps,
  TemplateSettingValues,
} from "./types";

/**
 * The host's side of the template contract (routes and the account picker), kept out of the
 * SDK barrel: it imports every template through the generated registry, and templates import
 * the barrel, so exporting it there would make an import cycle.
 */

export function registeredTemplates(): readonly RegisteredTemplate[] {
  return TEMPLATES;
}

/** The template with this id; unknown or missing ids get the default one (spec §4). */
export function registeredTemplate(id?: string | null): RegisteredTemplate {
  const chosen = selectTemplateId(
    TEMPLATES.map((t) => t.manifest),
    { ownerTemplateId: id },
  );
  return TEMPLATES.find((t) => t.manifest.id === chosen)!;
}

/**
 * Every template's stylesheet (each scoped to `.template-{id}`, which templates:check enforces),
 * the SDK's base styles first, bundled into one file at build time (one render-blocking request,
 * not one per template), plus the links templates ask for: a route's `links` cannot see loader
 * data, so it links them all.
 */
export function templateStylesheets(): TemplateLink[] {
  return [
    { rel: "stylesheet", href: TEMPLATE_STYLESHEET },
    ...TEMPLATES.flatMap((t) => t.definition.links?.() ?? []),
  ];
}

/** Setting values for a template: stored values where valid, the manifest defaults otherwise. */
export function resolveSettings(
  template: RegisteredTemplate,
  stored: Record<string, unknown> = {},
): TemplateSettingValues {
  const values: TemplateSettingValues = {};
  for (const [key, setting] of Object.entries(template.manifest.settings)) {
    const value = stored[key];
    const valid =
      setting.type === "boolean"
        ? typeof value === "boolean"
        : setting.options.some((option) => option.id === value);
    values[key] = valid ? (value as string | boolean) : setting.default;
  }
  return values;
}

/** Renders a template the way every page does: `<Template.Portfolio>` inside `TemplateRoot`. */
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
  const { Portfolio } = template.definition;
  return (
    <TemplateRoot manifest={template.manifest} hydrated={hydrated}>
      <Portfolio {...props} />
    </TemplateRoot>
  );
}
