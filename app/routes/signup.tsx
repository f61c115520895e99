import { getFormProps, useForm } from "@conform-to/react";
import { titleMeta } from "~/ui/page-title";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthFailure } from "~/services/auth/errors.server";
import { getCurrentUser } from "~/services/auth/guards.server";
import { landingPathFor, signUp, startSession } from "~/services/auth/sign-in.server";
import { clientAddress } from "~/services/client-address.server";
import { isSpam } from "~/services/honeypot.server";
import { PasswordHashingBusy } from "~/services/passwords.server";
import { signUpAllowed } from "~/services/auth/sign-up-limit.server";
import { SignUpRefused, signUpRefusal } from "~/services/site-settings/registration.server";
import { FormErrors, FormField } from "~/ui/form-field";
import { VALIDATION_TIMING } from "~/ui/form-validation-timing";
import { HoneypotFields } from "~/ui/honeypot-fields";
import { retryAfterHeaders } from "~/ui/retry-after-headers";
import { SubmitButton } from "~/ui/submit-button";
import { signUpSchema } from "~/utils/profile-schemas";

/** The invitation token a sign-up carries: in the link's query, then in the form's hidden field. */
const inviteOf = (value: FormDataEntryValue | string | null) =>
  typeof value === "string" && value !== "" ? value.slice(0, 200) : null;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  if (user) throw redirect(landingPathFor(user));
  const invite = inviteOf(new URL(request.url).searchParams.get("invite"));
  // A refused visitor sees why instead of a form that could only fail.
  return { invite, refusal: await signUpRefusal(invite) };
}

export const headers = retryAfterHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: signUpSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success")
    return data(submission.reply({ hideFields }), { status: 400 });
  if (isSpam(formData)) {
    return data(submission.reply({ formErrors: ["Bot detection failed"], hideFields }), {
      status: 400,
    });
  }
  if (!(await signUpAllowed(clientAddress(context)))) {
    return data(
      submission.reply({
        formErrors: ["Too many sign-ups from your network. Please wait 15 minutes."],
        hideFields,
      }),
      { status: 429 },
    );
  }
  try {
    const invite = inviteOf(formData.get("invite"));
    const user = await signUp(submission.value.email, submission.value.password, invite);
    return startSession(request, user, "/onboarding");
  } catch (error) {
    if (error instanceof SignUpRefused) {
      return data(submission.reply({ formErrors: [error.message], hideFields }), {
        status: error.status,
      });
    }
    if (error instanceof PasswordHashingBusy) {
      return data(submission.reply({ formErrors: [error.message], hideFields }), {
        status: 503,
        headers: { "Retry-After": String(error.retryAfterSeconds) },
      });
    }
    if (error instanceof AuthFailure) {
      return data(submission.reply({ fieldErrors: { email: [error.message] }, hideFields }), {
        status: 409,
      });
    }
    throw error;
  }
}

export default function SignUpPage() {
  const { invite, refusal } = useLoaderData<typeof loader>();
  return refusal ? <SignUpRefusal message={refusal} /> : <SignUpForm invite={invite} />;
}

function SignUpRefusal({ message }: { message: string }) {
  return (
    <main className="page page--auth">
      <section className="card auth-card">
        <h1>Sign up</h1>
        <p role="alert">{message}</p>
        <p>
          Already have an account? <Link to="/login">Sign In</Link>
        </p>
      </section>
    </main>
  );
}

function SignUpForm({ invite }: { invite: string | null }) {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "sign-up",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
    ...VALIDATION_TIMING,
  });
  return (
    <main className="page page--auth">
      <section className="card auth-card">
        <h1>Create your free account</h1>
        <p>Publish your portfolio in minutes. You choose your username next.</p>
        <Form method="post" {...getFormProps(form)}>
          <HoneypotFields />
          {invite ? <input type="hidden" name="invite" value={invite} /> : null}
          <FormErrors id={form.errorId} errors={form.errors} />
          <FormField label="Email" field={fields.email} type="email" autoComplete="email" />
          <FormField
            label="Password"
            field={fields.password}
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters."
          />
          <FormField
            label="Confirm password"
            field={fields.confirmPassword}
            type="password"
            autoComplete="new-password"
          />
          <SubmitButton label="Sign Up" pendingLabel="Creating account..." />
        </Form>
        <p>
          Already have an account? <Link to="/login">Sign In</Link>
        </p>
      </section>
    </main>
  );
}

export const meta = titleMeta("Sign Up");
