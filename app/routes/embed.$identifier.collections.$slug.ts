import type { LoaderFunctionArgs } from "@remix-run/node";
import type { PublicCacheRule } from "~/server/public-cache/public-cache-rule";
import { embedCollectionDocument } from "~/services/embeds/embed-collection-page.server";
import { embedCollection } from "~/services/embeds/embed-collection.server";

// Visitors get it from the public page cache (docs/decisions/0057-cache-rules-on-the-routes.md);
// it reads no query parameter. Its render notes the owner's scope, so their writes drop it (ADR 51).
export const publicCache: PublicCacheRule = { params: [] };

/**
 * /embed/{identifier}/collections/{slug}: a public collection for other sites' frames
 * (docs/decisions/0070-oembed-and-embeds.md). A resource route answering static HTML: no
 * JavaScript at all, and other sites may frame it (security-headers.server.ts, /embed/ only).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const embed = await embedCollection(params.identifier ?? "", params.slug ?? "");
  if (!embed) {
    return new Response("Collection not found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(embedCollectionDocument(embed), {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
}
