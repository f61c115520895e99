import type { ComponentType } from "react";
import type { TemplateDefinition, TemplateProps } from "../types";
import { codeOnDemand, onDemand } from "./on-demand";

/**
 * The host's side of a template's sections on demand (ADR 54): each section a template declares
 * in `sectionsOnDemand` becomes a part hydrated on demand (ADR 30), its code loaded when it
 * comes into view or the visitor reaches for it, and `Portfolio` gets them as `sections`.
 * Templates write plain components; this is no part of the SDK they import.
 */

/** One per template, the same on every render (a new component type would remount the page). */
const portfolios = new WeakMap<TemplateDefinition, ComponentType<TemplateProps>>();

/**
 * A template's `Portfolio` with its sections on demand: what pages, previews and template tests
 * render. On the server the sections' code starts loading at the first call: the registry makes
 * it for every template as the server starts (registry.server.ts), tests before they render
 * (testing.tsx).
 */
export function portfolioWithSections(definition: TemplateDefinition) {
  let Portfolio = portfolios.get(definition);
  if (!Portfolio) {
    const sections: Record<string, ComponentType<never>> = {};
    for (const [name, load] of Object.entries(definition.sectionsOnDemand ?? {}))
      sections[name] = onDemand(
        codeOnDemand(() => load().then((section) => ({ section })), undefined),
        "section",
      );
    const { Portfolio: Layout } = definition;
    Portfolio = (props: TemplateProps) => <Layout {...props} sections={sections} />;
    portfolios.set(definition, Portfolio);
  }
  return Portfolio;
}
