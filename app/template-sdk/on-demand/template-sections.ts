import type { ComponentType } from "react";
import type { TemplateDefinition } from "../types";
import { codeOnDemand, onDemand } from "./on-demand";

/**
 * The host's side of a template's sections on demand (ADR 54): each section a template declares
 * in `sectionsOnDemand` becomes a part hydrated on demand (ADR 30), its code loaded when it
 * comes into view or the visitor reaches for it; the host renders `Portfolio` with them as its
 * `sections` (host.tsx, and testing.tsx for template tests). Templates write plain components;
 * this is no part of the SDK they import.
 */
type Sections = Record<string, ComponentType<never>>;

/** One set per template, the same on every render (a new component type would remount it). */
const wrapped = new WeakMap<TemplateDefinition, Sections>();

/**
 * A template's sections on demand. On the server their code starts loading at the first call:
 * the registry makes it for every template as the server starts (registry.server.ts), so no
 * render waits for them.
 */
export function sectionsOnDemand(definition: TemplateDefinition) {
  let sections = wrapped.get(definition);
  if (!sections) {
    sections = {};
    for (const [name, load] of Object.entries(definition.sectionsOnDemand ?? {}))
      sections[name] = onDemand(codeOnDemand(load), name);
    wrapped.set(definition, sections);
  }
  return sections;
}
