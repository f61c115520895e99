import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { signOut } from "~/services/auth/sign-in.server";
import { destroySession, getSession } from "~/services/session.server";

/** What a browser sends for a plain <form method="post">, JavaScript or not. */
const FORM_BODY = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

/**
 * POST /api/auth/logout: ends the session (the account page's Sign Out). A call answers JSON; a
 * browser's form post (the Sign Out button without JavaScript) is sent home like /api/logout.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ message: "Method not allowed" }, { status: 405 });
  if (FORM_BODY.test(request.headers.get("Content-Type") ?? "")) return signOut(request, "/");
  const session = await getSession(request);
  return json({ success: true }, { headers: { "Set-Cookie": await destroySession(session) } });
}

export function loader() {
  return json({ message: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
