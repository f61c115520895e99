import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { oidcEnabled } from "~/services/auth/authenticator.server";
import { AuthFailure } from "~/services/auth/errors.server";
import { authenticate, landingPathFor, startSession } from "~/services/auth/sign-in.server";
import { redirectWithToast } from "~/services/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  if (!oidcEnabled()) throw redirect("/login");
  try {
    const user = await authenticate("oidc", request);
    return startSession(request, user, landingPathFor(user));
  } catch (error) {
    if (error instanceof Response) throw error;
    const description =
      error instanceof AuthFailure ? error.message : "Sign-in failed. Please try again.";
    return redirectWithToast(request, "/login", {
      title: "Sign-in failed",
      description,
      variant: "destructive",
    });
  }
}
