/**
 * Where a public page's embeddable view lives (docs/decisions/0070-oembed-and-embeds.md): under
 * /embed, at the page's own path. These are the only addresses other sites may frame
 * (app/server/security-headers.server.ts).
 */
const EMBED_PREFIX = "/embed";

/** `/ana/collections/north` → `/embed/ana/collections/north`. */
export const embedPathOf = (pagePath: string) => `${EMBED_PREFIX}${pagePath}`;

/**
 * The embeddable views' addresses exactly, not all of /embed/…: a photographer whose username is
 * "embed" has pages there (/embed/photos/{id}, three segments at most), which must stay unframed.
 */
const EMBED_PATH = /^\/embed\/[^/]+\/collections\/[^/]+\/?$/;

/** Whether a request path is an embeddable view (any site may frame it). */
export const isEmbedPath = (pathname: string) => EMBED_PATH.test(pathname);
