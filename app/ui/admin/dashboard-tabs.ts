/**
 * The dashboard's tabs (docs/product.md#admin-dashboard), in order; each is a nested route under
 * /admin/dashboard.
 */
export const DASHBOARD_TABS = [
  { slug: "", label: "Overview" },
  { slug: "users", label: "Users" },
  { slug: "messages", label: "Messages" },
  { slug: "hero-banners", label: "Hero Banners" },
  { slug: "featured-photos", label: "Featured Photos" },
  { slug: "ai-insights", label: "AI Insights" },
  { slug: "storage-analytics", label: "Storage Analytics" },
  { slug: "object-storage", label: "Object Storage" },
  { slug: "settings", label: "Settings" },
] as const;

export const DASHBOARD_PATH = "/admin/dashboard";

export const tabPath = (slug: string) => (slug ? `${DASHBOARD_PATH}/${slug}` : DASHBOARD_PATH);

/**
 * `?tab=users` (the single-page original's addressing, and old bookmarks) names the same tab as
 * `/admin/dashboard/users`; null when the value names no tab.
 */
export function tabFromQuery(value: string | null): string | null {
  if (value === null) return null;
  const wanted = value.trim().toLowerCase();
  const tab = DASHBOARD_TABS.find(
    (t) => t.slug === wanted || t.label.toLowerCase().replace(/\s+/g, "-") === wanted,
  );
  return tab ? tabPath(tab.slug) : wanted === "overview" ? DASHBOARD_PATH : null;
}
