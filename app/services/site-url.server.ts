import { config } from "~/config.server";

/** The public origin: SITE_URL when configured, else the origin the request came to. */
export function siteOrigin(request: Request): string {
  const configured = config().SITE_URL;
  return (configured ?? new URL(request.url).origin).replace(/\/$/, "");
}
