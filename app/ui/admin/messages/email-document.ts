/**
 * The mail's own policy: nothing may load (no remote images, fonts or frames: no tracking, no
 * requests from the admin's browser), inline styles only. It adds to the iframe's sandbox.
 */
export const EMAIL_FRAME_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/**
 * The document shown in the inbox's sandboxed iframe (`srcdoc`): the mail's body (already
 * cleaned on the server) behind a CSP meta that comes before any of it.
 */
export function emailDocument(bodyHtml: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${EMAIL_FRAME_CSP}">`,
    "<style>body{margin:12px;font:14px/1.5 system-ui,sans-serif;color:#303030;",
    "overflow-wrap:anywhere}</style></head><body>",
    bodyHtml,
    "</body></html>",
  ].join("");
}
