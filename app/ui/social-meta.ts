/** `path` on `origin` (SITE_URL); null without one. Already absolute URLs (a CDN's) are kept. */
function absolute(origin: string | null, path: string): string | null {
  if (/^https?:\/\//i.test(path)) return path;
  return origin ? `${origin}${path}` : null;
}

/**
 * OpenGraph and Twitter card tags for a public page (portfolios and photo pages). `origin` is
 * SITE_URL or null: without it the tags that need an absolute URL (og:url, og:image) are left
 * out and the canonical link is relative, so a forged Host header never reaches the page.
 */
export function socialMeta({
  title,
  description,
  origin,
  path,
  imagePath,
  imageAlt,
  type = "website",
}: {
  title: string;
  description: string;
  origin: string | null;
  path: string;
  imagePath?: string;
  imageAlt?: string;
  type?: string;
}) {
  const url = absolute(origin, path);
  const image = imagePath ? absolute(origin, imagePath) : null;
  const tags: Record<string, string>[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url ?? path },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (url) tags.push({ property: "og:url", content: url });
  if (image) {
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
    if (imageAlt)
      tags.push(
        { property: "og:image:alt", content: imageAlt },
        { name: "twitter:image:alt", content: imageAlt },
      );
  }
  return tags;
}
