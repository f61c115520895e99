import { OAuth2Strategy } from "remix-auth-oauth2";
import type { Config } from "~/config.server";
import { db } from "~/data/db.server";
import type { User } from "~/data/users.server";
import { admitNewAccount, SignUpRefused } from "../site-settings/registration.server";
import { AuthFailure } from "./errors.server";

export const OIDC_CALLBACK_PATH = "/api/auth/oidc/callback";

interface UserInfo {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/** OAuth2/OIDC sign-in (remix-auth-oauth2), only when OIDC_CLIENT_ID is configured. */
export async function createOidcStrategy(cfg: Config): Promise<OAuth2Strategy<User> | null> {
  if (!cfg.OIDC_CLIENT_ID) return null;
  const redirectURI = new URL(OIDC_CALLBACK_PATH, cfg.SITE_URL ?? `http://localhost:${cfg.PORT}`);
  const options = {
    clientId: cfg.OIDC_CLIENT_ID,
    clientSecret: cfg.OIDC_CLIENT_SECRET ?? null,
    redirectURI,
    scopes: cfg.OIDC_SCOPES.split(/\s+/).filter(Boolean),
    // The state/verifier cookie: Secure only over https, or the callback on http loses it.
    cookie: cfg.secureCookies
      ? {
          name: "__oidc",
          httpOnly: true as const,
          sameSite: "Lax" as const,
          secure: true as const,
          path: "/",
        }
      : { name: "__oidc", httpOnly: true as const, sameSite: "Lax" as const, path: "/" },
  };
  let userinfoUrl = cfg.OIDC_USERINFO_URL;
  if (cfg.OIDC_ISSUER && !cfg.OIDC_AUTHORIZATION_URL) {
    const discovery = await fetch(
      new URL(".well-known/openid-configuration", withSlash(cfg.OIDC_ISSUER)),
    );
    if (!discovery.ok)
      throw new Error(`OIDC discovery failed for ${cfg.OIDC_ISSUER}: ${discovery.status}`);
    const meta = (await discovery.json()) as Record<string, string>;
    userinfoUrl ??= meta.userinfo_endpoint;
    return new OAuth2Strategy<User>(
      {
        ...options,
        authorizationEndpoint: meta.authorization_endpoint,
        tokenEndpoint: meta.token_endpoint,
      },
      ({ tokens }) => findOrCreateUser(userinfoUrl, tokens.accessToken()),
    );
  }
  return new OAuth2Strategy<User>(
    {
      ...options,
      authorizationEndpoint: cfg.OIDC_AUTHORIZATION_URL!,
      tokenEndpoint: cfg.OIDC_TOKEN_URL!,
    },
    ({ tokens }) => findOrCreateUser(userinfoUrl, tokens.accessToken()),
  );
}

function withSlash(url: string) {
  return url.endsWith("/") ? url : `${url}/`;
}

async function findOrCreateUser(
  userinfoUrl: string | undefined,
  accessToken: string,
): Promise<User> {
  if (!userinfoUrl) throw new AuthFailure("Single sign-on is misconfigured: no userinfo endpoint.");
  const response = await fetch(userinfoUrl, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  if (!response.ok) throw new AuthFailure("Single sign-on failed. Please try again.");
  const info = (await response.json()) as UserInfo;
  if (!info.sub) throw new AuthFailure("Single sign-on failed. Please try again.");

  const { users } = await db();
  const linked = await users.findByOauthSubject("oidc", info.sub);
  if (linked) return linked;
  if (!info.email) throw new AuthFailure("Your identity provider did not share an email address.");
  const existing = await users.findByEmail(info.email);
  if (existing) {
    // Linking by address only when the provider vouches for it, or anyone could take the account.
    if (info.email_verified !== true) {
      throw new AuthFailure(
        "An account with this email already exists. Sign in with your password.",
      );
    }
    return (
      (await users.update(existing.id, { oauth: { provider: "oidc", subject: info.sub } })) ??
      existing
    );
  }
  const email = info.email;
  try {
    return await admitNewAccount(null, (defaults) =>
      users.create({
        email,
        role: "user",
        firstName: info.given_name,
        lastName: info.family_name,
        oauth: { provider: "oidc", subject: info.sub },
        ...defaults,
      }),
    );
  } catch (error) {
    // Shown on the sign-in page like any other single sign-on failure.
    if (error instanceof SignUpRefused) throw new AuthFailure(error.message);
    throw error;
  }
}
