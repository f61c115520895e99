import type { RunningServer } from "./server-process";

/** A GET of the server answered in full: status, headers and the body's bytes, no redirects. */
export async function fetchBytes(
  server: RunningServer,
  pathname: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.url}${pathname}`, { headers, redirect: "manual" });
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}
