import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { readAuthForm, refusedUnread, sendSignedInAway } from "~/services/auth/auth-form.server";
import { authenticate, landingPathFor, startSession } from "~/services/auth/sign-in.server";
import { AuthFailure } from "~/services/auth/errors.server";
import { countSignInAttempt, SignInThrottled } from "~/services/auth/sign-in-limits.server";
import { oidcEnabled } from "~/services/auth/authenticator.server";
import { signUpOffered } from "~/services/site-settings/registration.server";
import { clientAddress } from "~/server/client-address.server";
import { PasswordHashingBusy } from "~/services/passwords.server";
import { config } from "~/config.server";
import { AuthCard } from "~/ui/auth/auth-card";
import { AuthForm, EmailAndPassword, useAuthForm } from "~/ui/auth/auth-form";
import { titleMeta } from "~/ui/page-title";
import { retryAfterHeaders } from "~/ui/retry-after-headers";
import { signInSchema } from "~/utils/profile-schemas";

export async function loader({ request }: LoaderFunctionArgs) {
  await sendSignedInAway(request);
  return {
    oidc: oidcEnabled() ? config().OIDC_PROVIDER_NAME : null,
    signUpOffered: await signUpOffered(),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Every post this action handles counts — /login, /login.data, /%6cogin alike.
  const refused = await countSignInAttempt(clientAddress(context));
  if (refused) return refusedUnread(refused.message, 429, refused.retryAfterSeconds);
  // A clone: the sign-in strategy reads the body again.
  const form = readAuthForm(await request.clone().formData(), signInSchema, ["password"]);
  if ("refused" in form) return form.refused;
  try {
    const user = await authenticate("form", request);
    return startSession(request, user, landingPathFor(user, form.value.redirectTo));
  } catch (error) {
    // 429 (a limit) or 503 (passwords being checked for others) with the wait.
    if (error instanceof SignInThrottled || error instanceof PasswordHashingBusy) {
      const status = error instanceof PasswordHashingBusy ? 503 : 429;
      return form.refuse(status, { formErrors: [error.message] }, error.retryAfterSeconds);
    }
    if (error instanceof AuthFailure) return form.refuse(401, { formErrors: [error.message] });
    throw error;
  }
}

export const headers = retryAfterHeaders;

export default function LoginPage() {
  const { oidc, signUpOffered } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const [form, fields] = useAuthForm("sign-in", signInSchema, useActionData<typeof action>());
  const redirectTo = searchParams.get("redirectTo") ?? "";
  return (
    <AuthCard title="Sign In">
      {oidc ? (
        <>
          <a className="button button--secondary" href="/api/auth/oidc">
            Continue with {oidc}
          </a>
          <p className="divider">or with your email</p>
        </>
      ) : null}
      <AuthForm
        form={form}
        hidden={<input type="hidden" name="redirectTo" value={redirectTo} />}
        submit={{ label: "Sign In", pendingLabel: "Signing in..." }}
      >
        <EmailAndPassword email={fields.email} password={fields.password} />
      </AuthForm>
      <p>
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      {signUpOffered ? (
        <p>
          New here? <Link to="/signup">Create a free account</Link>
        </p>
      ) : null}
    </AuthCard>
  );
}

export const meta = titleMeta("Sign In");
