import { redirect } from "@remix-run/node";
import { db } from "~/data/db.server";
import { DuplicateKeyError } from "~/data/collection";
import type { User } from "~/data/users.server";
import { hashPassword } from "../passwords.server";
import { admitNewAccount } from "../site-settings/registration.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { commitSession, destroySession, getSession, newSession } from "../session.server";
import { siteOrigin } from "../site-url.server";
import { getAuthenticator } from "./authenticator.server";
import { AuthFailure, SUSPENDED_SIGN_IN_FAILURE } from "./errors.server";

/**
 * Where a user asked to land after signing in: onboarding until they have a username. The target
 * is the visitor's word; startSession keeps it on the site.
 */
export function landingPathFor(user: User, redirectTo?: string | null): string {
  if (!user.username) return "/onboarding";
  return redirectTo || "/";
}

/**
 * Starts a session for user and redirects to `redirectTo` when it is a path on this site, else to
 * the home page. The old session is destroyed and a new id issued (rotation), so a session id
 * planted before sign-in is worthless after it.
 */
export async function startSession(
  request: Request,
  user: User,
  redirectTo: string,
): Promise<Response> {
  const old = await getSession(request);
  if (old.id) await destroySession(old);
  const session = await newSession();
  session.set("userId", user.id);
  const to = safeRedirectPath(redirectTo, siteOrigin(request), "/");
  return redirect(to, { headers: { "Set-Cookie": await commitSession(session) } });
}

/**
 * Runs a remix-auth strategy; AuthFailure messages are for the visitor, anything else is a bug.
 * A suspended account is refused here, after its credentials proved who is asking, so the
 * message tells nobody else that the account exists.
 */
export async function authenticate(strategy: "form" | "oidc", request: Request): Promise<User> {
  const auth = await getAuthenticator();
  const user = await auth.authenticate(strategy, request);
  if (user.status === "suspended") throw new AuthFailure(SUSPENDED_SIGN_IN_FAILURE);
  return user;
}

/** A new account, if registration lets this visitor in (SignUpRefused otherwise). */
export async function signUp(email: string, password: string, invite: string | null = null) {
  const { users } = await db();
  return admitNewAccount(invite, async (defaults) => {
    const passwordHash = await hashPassword(password);
    try {
      return await users.create({ email: email.trim(), passwordHash, role: "user", ...defaults });
    } catch (error) {
      if (error instanceof DuplicateKeyError) {
        throw new AuthFailure(
          "An account with this email already exists. Sign in instead.",
          "email",
        );
      }
      throw error;
    }
  });
}

export async function signOut(request: Request, to = "/"): Promise<Response> {
  const session = await getSession(request);
  return redirect(to, { headers: { "Set-Cookie": await destroySession(session) } });
}
