import { createContext, useContext, type CSSProperties, type ReactNode } from "react";
import { TEXTS } from "./constants";
import type { TemplateManifest } from "./manifest";
import { HydratedOverride } from "./use-hydrated";

interface TemplateContextValue {
  manifest: TemplateManifest;
}

const TemplateContext = createContext<TemplateContextValue | null>(null);

/** The active template's manifest (colours, typography, image sizes, settings declarations). */
export function useTemplate(): TemplateContextValue {
  const value = useContext(TemplateContext);
  if (!value) throw new Error(TEXTS.useTemplateOutsideProvider);
  return value;
}

export function TemplateProvider({
  manifest,
  children,
}: {
  manifest: TemplateManifest;
  children: ReactNode;
}) {
  return <TemplateContext.Provider value={{ manifest }}>{children}</TemplateContext.Provider>;
}

/**
 * Spec §4: the template's colours and fonts as page-level variables. Safe to inline: the
 * manifest schema only lets hex colours, numeric weights and plain family names through.
 */
export function templateStyle(manifest: TemplateManifest): CSSProperties {
  const { colorScheme: c, typography: t } = manifest;
  return {
    "--vf-primary": c.primary,
    "--vf-secondary": c.secondary,
    "--vf-accent": c.accent,
    "--vf-text": c.text,
    "--vf-text-light": c.textLight,
    "--vf-background": c.background,
    "--vf-card-background": c.cardBackground,
    "--vf-border": c.border,
    "--vf-font-family": `"${t.fontFamily}", "Helvetica Neue", Arial, sans-serif`,
    "--vf-heading-weight": String(t.headingWeight),
    "--vf-body-weight": String(t.bodyWeight),
  } as CSSProperties;
}

/**
 * The wrapper the host renders a template in: class `template-{id}` (spec §4), the style
 * variables, and the context `useTemplate` reads. `hydrated` forces the JavaScript layout on the
 * server (tests, previews); leave it unset in pages.
 */
export function TemplateRoot({
  manifest,
  hydrated,
  children,
}: {
  manifest: TemplateManifest;
  hydrated?: boolean;
  children: ReactNode;
}) {
  return (
    <TemplateProvider manifest={manifest}>
      <HydratedOverride.Provider value={hydrated}>
        <div
          className={`vf-template template-${manifest.id}`}
          data-template={manifest.id}
          style={templateStyle(manifest)}
        >
          {children}
        </div>
      </HydratedOverride.Provider>
    </TemplateProvider>
  );
}
