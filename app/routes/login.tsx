import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { titleMeta } from "~/ui/page-title";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { authenticate, landingPathFor, startSession } from "~/services/auth/sign-in.server";
import { AuthFailure } from "~/services/auth/errors.server";
import { countSignInAttempt, SignInThrottled } from "~/services/auth/sign-in-limits.server";
import { oidcEnabled } from "~/services/auth/authenticator.server";
import { getCurrentUser } from "~/services/auth/guards.server";
import { signUpOffered } from "~/services/site-settings/registration.server";
import { clientAddress } from "~/services/client-address.server";
import { PasswordHashingBusy } from "~/services/passwords.server";
import { isSpam } from "~/services/honeypot.server";
import { config } from "~/config.server";
import { FormErrors, FormField } from "~/ui/form-field";
import { VALIDATION_TIMING } from "~/ui/form-validation-timing";
import { HoneypotFields } from "~/ui/honeypot-fields";
import { retryAfterHeaders } from "~/ui/retry-after-headers";
import { SubmitButton } from "~/ui/submit-button";
import { signInSchema } from "~/utils/profile-schemas";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  if (user) throw redirect(landingPathFor(user));
  return {
    oidc: oidcEnabled() ? config().OIDC_PROVIDER_NAME : null,
    signUpOffered: await signUpOffered(),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Every post this action handles counts — /login, /login.data, /%6cogin alike.
  const refused = await countSignInAttempt(clientAddress(context));
  // Refused before the body is read: the form-level error in conform's shape.
  if (refused) return throttled(refused, { status: "error", error: { "": [refused.message] } });
  const formData = await request.clone().formData();
  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  if (isSpam(formData)) {
    return data(
      submission.reply({ formErrors: ["Bot detection failed"], hideFields: ["password"] }),
      { status: 400 },
    );
  }
  try {
    const user = await authenticate("form", request);
    return startSession(request, user, landingPathFor(user, submission.value.redirectTo));
  } catch (error) {
    if (error instanceof SignInThrottled || error instanceof PasswordHashingBusy) {
      return throttled(
        error,
        submission.reply({ formErrors: [error.message], hideFields: ["password"] }),
      );
    }
    if (error instanceof AuthFailure) {
      return data(submission.reply({ formErrors: [error.message], hideFields: ["password"] }), {
        status: 401,
      });
    }
    throw error;
  }
}

export const headers = retryAfterHeaders;

/** 429 (a limit) or 503 (passwords being checked for others) with the wait, as the form's error. */
function throttled(
  error: SignInThrottled | PasswordHashingBusy,
  reply: SubmissionResult<string[]>,
) {
  return data(reply, {
    status: error instanceof PasswordHashingBusy ? 503 : 429,
    headers: { "Retry-After": String(error.retryAfterSeconds) },
  });
}

export default function LoginPage() {
  const { oidc, signUpOffered } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
    ...VALIDATION_TIMING,
  });
  return (
    <main className="page page--auth">
      <section className="card auth-card">
        <h1>Sign In</h1>
        {oidc ? (
          <>
            <a className="button button--secondary" href="/api/auth/oidc">
              Continue with {oidc}
            </a>
            <p className="divider">or with your email</p>
          </>
        ) : null}
        <Form method="post" {...getFormProps(form)}>
          <HoneypotFields />
          <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
          <FormErrors id={form.errorId} errors={form.errors} />
          <FormField label="Email" field={fields.email} type="email" autoComplete="email" />
          <FormField
            label="Password"
            field={fields.password}
            type="password"
            autoComplete="current-password"
          />
          <SubmitButton label="Sign In" pendingLabel="Signing in..." />
        </Form>
        <p>
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        {signUpOffered ? (
          <p>
            New here? <Link to="/signup">Create a free account</Link>
          </p>
        ) : null}
      </section>
    </main>
  );
}

export const meta = titleMeta("Sign In");
