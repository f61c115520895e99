import { json } from "@remix-run/node";
import { health } from "~/server/health.server";

/** GET /healthz: alive, with the engines in use (readiness is GET /readyz, in server.mjs). */
export function loader() {
  return json(health(), { headers: { "Cache-Control": "no-store" } });
}
