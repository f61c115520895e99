import type { MetaArgs, MetaDescriptor, MetaFunction } from "@remix-run/node";

/** The name the administrator gave the site (Admin → Settings), from the root loader's data. */
export function siteNameIn(matches: MetaArgs["matches"]): string {
  const root = matches.find((match) => match.id === "root")?.data as
    { siteName?: string } | undefined;
  return root?.siteName || "Viewfinder";
}

/** "Sign In · {site name}": the page's own words first, the site's name last. */
export function pageTitle(matches: MetaArgs["matches"], ...parts: string[]): MetaDescriptor {
  return { title: [...parts, siteNameIn(matches)].join(" · ") };
}

/** A route's `meta` when all it says is its title. */
export const titleMeta =
  (...parts: string[]): MetaFunction =>
  ({ matches }) => [pageTitle(matches, ...parts)];
