import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { destroySession, getSession } from "~/services/session.server";

/** POST /api/auth/logout: ends the session and answers JSON (the account page's Sign Out). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ message: "Method not allowed" }, { status: 405 });
  const session = await getSession(request);
  return json({ success: true }, { headers: { "Set-Cookie": await destroySession(session) } });
}

export function loader() {
  return json({ message: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
