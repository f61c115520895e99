import { json } from "@remix-run/node";
import { health } from "~/services/health.server";

/** GET /healthz: 200 with the engines in use, 503 when the database does not answer. */
export async function loader() {
  const report = await health();
  return json(report, { status: report.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
