import { data, json, redirect } from "@remix-run/node";
import { db } from "~/data/db.server";
import type { User } from "~/data/users.server";
import { currentTokenUser } from "~/server/log/request-context.server";
import { presentsBearer } from "~/utils/bearer-token";
import { getSession, type Toast } from "../session.server";
import { redirectWithToast } from "../toast.server";

/**
 * The signed-in user, or null. A session whose user was deleted or suspended counts as signed
 * out: suspension deletes the sessions too, and this refuses any that slipped past.
 */
export async function getCurrentUser(request: Request): Promise<User | null> {
  // A request with a personal access token is its owner's, and only once the token gate has let
  // it through, having read the account (ADR 68); whatever cookie it also carries counts for nothing.
  if (presentsBearer(request.headers.get("Authorization"))) return currentTokenUser() ?? null;
  const session = await getSession(request);
  const userId = session.get("userId");
  if (!userId) return null;
  const { users } = await db();
  const user = await users.findById(userId);
  return user?.status === "suspended" ? null : user;
}

/**
 * For pages: a signed-out visitor is sent to / with the page's toast
 * (docs/product.md#account-page), and a user who has not chosen a username yet is sent to
 * onboarding first.
 */
export async function requireUser(request: Request, toast: Toast): Promise<User> {
  const user = await getCurrentUser(request);
  if (!user) throw await redirectWithToast(request, "/", { variant: "destructive", ...toast });
  if (!user.username) throw redirect("/onboarding");
  return user;
}

/** For the JSON API: 401 with a message when signed out. */
export async function requireApiUser(request: Request): Promise<User> {
  const user = await getCurrentUser(request);
  if (!user) throw json({ message: "Authentication required" }, { status: 401 });
  return user;
}

/**
 * For what only a signed-in browser may do: token management, account and password changes
 * (ADR 68). The token gate already refuses a token on these routes; this says so again, here.
 */
export async function requireApiSessionUser(request: Request): Promise<User> {
  if (presentsBearer(request.headers.get("Authorization")))
    throw json({ message: API_TOKEN_NOT_ACCEPTED }, { status: 403 });
  return requireApiUser(request);
}

export const API_TOKEN_NOT_ACCEPTED =
  "API tokens are not accepted here: sign in to the site to do this.";

/** For the JSON API: 401 signed out, 403 for anyone but an admin. */
export async function requireApiAdmin(request: Request): Promise<User> {
  const user = await requireApiUser(request);
  if (user.role !== "admin")
    throw json({ message: "Administrator privileges required" }, { status: 403 });
  return user;
}

/**
 * For the admin dashboard's loaders and actions: anyone but an admin gets a 401 (signed out) or
 * 403 response that the dashboard's error boundary renders as 'Access Denied'
 * (docs/product.md#admin-dashboard). Nested loaders run in parallel with the layout's, so every one
 * of them calls this for itself.
 */
export async function requireAdminPage(request: Request): Promise<User> {
  const user = await getCurrentUser(request);
  if (!user) throw data({ signedIn: false }, { status: 403 });
  if (user.role !== "admin") throw data({ signedIn: true }, { status: 403 });
  return user;
}
