import { createContext, useContext, type CSSProperties, type ReactNode } from "react";
import {
  CARD_ENTRY_DELAY_S,
  HERO_PARALLAX_MAX_PX,
  IMAGE_FADE_S,
  LIGHTBOX_FADE_S,
  TEXTS,
} from "./constants";
import type { TemplateColorScheme, TemplateManifest } from "./manifest";
import { HydratedOverride } from "./use-hydrated";

interface TemplateContextValue {
  manifest: TemplateManifest;
}

/** Exported for the on-demand parts, which hand it to their own React root (on-demand.tsx). */
export const TemplateContext = createContext<TemplateContextValue | null>(null);

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
 * docs/product.md#constants-and-limits timings and distances the SDK's stylesheet uses, from
 * `constants.ts`: sdk.css reads them as variables instead of repeating the numbers. (Media queries
 * cannot read variables: the 768 px breakpoint there is checked against MOBILE_BREAKPOINT_PX by a
 * test.)
 */
export const SDK_CSS_CONSTANTS = {
  "--vf-card-entry-delay": `${CARD_ENTRY_DELAY_S}s`,
  "--vf-lightbox-fade": `${LIGHTBOX_FADE_S}s`,
  "--vf-image-fade": `${IMAGE_FADE_S}s`,
  "--vf-hero-parallax-max": `${HERO_PARALLAX_MAX_PX}px`,
} as const;

/**
 * Families the site ships a size-adjusted local fallback for (app/styles/fonts.css): shown until
 * the web font arrives, taking the same room, so the swap moves nothing (no layout shift).
 */
const METRIC_FALLBACKS: Readonly<Record<string, string>> = { Montserrat: "Montserrat Fallback" };

/** The CSS font stack for a template's family: the family, its fallback if any, then system. */
export function fontStack(family: string): string {
  const fallback = METRIC_FALLBACKS[family];
  return [
    `"${family}"`,
    fallback ? `"${fallback}"` : null,
    `"Helvetica Neue"`,
    "Arial",
    "sans-serif",
  ]
    .filter(Boolean)
    .join(", ");
}

function paletteVariables(prefix: string, c: TemplateColorScheme): Record<string, string> {
  return {
    [`${prefix}primary`]: c.primary,
    [`${prefix}secondary`]: c.secondary,
    [`${prefix}accent`]: c.accent,
    [`${prefix}text`]: c.text,
    [`${prefix}text-light`]: c.textLight,
    [`${prefix}background`]: c.background,
    [`${prefix}card-background`]: c.cardBackground,
    [`${prefix}border`]: c.border,
  };
}

/**
 * docs/product.md#states-and-transitions: the template's colours and fonts as page-level variables,
 * with the SDK's constants. Safe to inline: the manifest schema only lets hex colours, numeric
 * weights and plain family names through.
 */
export function templateStyle(manifest: TemplateManifest): CSSProperties {
  const { colorScheme: c, darkColorScheme: dark, typography: t } = manifest;
  return {
    ...SDK_CSS_CONSTANTS,
    ...paletteVariables("--vf-", c),
    // The visitor's Dark theme swaps these in (sdk.css, data-dark-scheme).
    ...(dark ? paletteVariables("--vf-dark-", dark) : {}),
    "--vf-font-family": fontStack(t.fontFamily),
    "--vf-heading-weight": String(t.headingWeight),
    "--vf-body-weight": String(t.bodyWeight),
  } as CSSProperties;
}

/**
 * The wrapper the host renders a template in: class `template-{id}`
 * (docs/product.md#states-and-transitions), the style variables, and the context `useTemplate`
 * reads. `hydrated` forces the JavaScript layout on the server (tests, previews); leave it unset in
 * pages.
 */
export function TemplateRoot({
  manifest,
  hydrated,
  loadsCode,
  children,
}: {
  manifest: TemplateManifest;
  hydrated?: boolean;
  /** The host's: the page runs the template's own code, which the browser loads first. */
  loadsCode?: boolean;
  children: ReactNode;
}) {
  return (
    <TemplateProvider manifest={manifest}>
      <HydratedOverride.Provider value={hydrated}>
        <div
          className={`vf-template template-${manifest.id}`}
          data-template={manifest.id}
          data-template-code={loadsCode ? manifest.id : undefined}
          data-dark-scheme={manifest.darkColorScheme ? "" : undefined}
          style={templateStyle(manifest)}
        >
          {children}
        </div>
      </HydratedOverride.Provider>
    </TemplateProvider>
  );
}
