import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { oidcEnabled } from "~/services/auth/authenticator.server";
import { authenticate } from "~/services/auth/sign-in.server";

/** Starts the OAuth2/OIDC flow: remix-auth-oauth2 answers with a redirect to the provider. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!oidcEnabled()) throw redirect("/login");
  await authenticate("oidc", request);
  return redirect("/login");
}
