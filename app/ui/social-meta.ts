/** OpenGraph and Twitter card tags for a public page (portfolios and photo pages). */
export function socialMeta({
  title,
  description,
  url,
  image,
  imageAlt,
  type = "website",
}: {
  title: string;
  description: string;
  url: string;
  image?: string;
  imageAlt?: string;
  type?: string;
}) {
  const tags: Record<string, string>[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: type },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
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
