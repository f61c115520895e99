import { Authenticator } from "remix-auth";
import { config } from "~/config.server";
import type { User } from "~/data/users.server";
import { FormStrategy } from "./form-strategy.server";
import { createOidcStrategy } from "./oidc-strategy.server";
import { verifyCredentials } from "./credentials.server";

let authenticator: Promise<Authenticator<User>> | undefined;

/** remix-auth with the email-and-password strategy always, and OIDC when it is configured. */
export function getAuthenticator(): Promise<Authenticator<User>> {
  authenticator ??= (async () => {
    const auth = new Authenticator<User>();
    auth.use(
      new FormStrategy<User>(({ form }) =>
        verifyCredentials({
          email: String(form.get("email") ?? ""),
          password: String(form.get("password") ?? ""),
        }),
      ),
      "form",
    );
    const oidc = await createOidcStrategy(config());
    if (oidc) auth.use(oidc, "oidc");
    return auth;
  })();
  return authenticator;
}

export function oidcEnabled(): boolean {
  return Boolean(config().OIDC_CLIENT_ID);
}
