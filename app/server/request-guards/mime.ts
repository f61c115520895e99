/**
 * A Content-Type's essence: `type/subtype` in lower case, parameters dropped (WHATWG MIME). So
 * `application/json; charset=utf-8` is JSON, and `text/plain; application/json` is text.
 */
export function mimeEssence(contentType: string | null | undefined): string {
  return (contentType ?? "").split(";", 1)[0]!.trim().toLowerCase();
}
