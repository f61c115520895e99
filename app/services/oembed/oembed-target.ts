/**
 * Which page of this site an oEmbed `url` names (docs/decisions/0070-oembed-and-embeds.md): a
 * photo page, /{identifier}/photos/{id} or the home gallery's /photos/{id}, or a collection page,
 * /{identifier}/collections/{slug}. Pure: whether the page is public is the loaders' call.
 */
export type OEmbedTarget =
  | { kind: "photo"; identifier: string | null; photoId: string }
  | { kind: "collection"; identifier: string; slug: string };

/** Why a `url` names nothing: 400 when it is no URL at all, 404 when it is not one of ours. */
export type TargetProblem = "missing" | "invalid" | "foreign" | "unknown";

function segmentsOf(pathname: string): string[] | null {
  const trimmed = pathname.replace(/^\/+/, "").replace(/\/$/, "");
  if (!trimmed) return [];
  try {
    return trimmed.split("/").map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/** The page at these path segments, or null for any other address. */
function targetAt(segments: string[]): OEmbedTarget | null {
  if (segments.some((segment) => !segment)) return null;
  const [first, second, third] = segments;
  if (segments.length === 2 && first === "photos") {
    return { kind: "photo", identifier: null, photoId: second! };
  }
  if (segments.length !== 3) return null;
  if (second === "photos") return { kind: "photo", identifier: first!, photoId: third! };
  if (second === "collections") return { kind: "collection", identifier: first!, slug: third! };
  return null;
}

/**
 * The target of `url` when its origin is the site's: any other origin is someone else's page,
 * even one that would match our paths. The query (`?collection=`) and fragment are ignored.
 */
export function parseOEmbedTarget(
  url: string | null,
  siteOrigin: string,
): OEmbedTarget | TargetProblem {
  if (!url?.trim()) return "missing";
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return "invalid";
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return "invalid";
  if (parsed.origin !== new URL(siteOrigin).origin) return "foreign";
  const segments = segmentsOf(parsed.pathname);
  return (segments && targetAt(segments)) ?? "unknown";
}
