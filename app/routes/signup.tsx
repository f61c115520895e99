import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { readAuthForm, sendSignedInAway } from "~/services/auth/auth-form.server";
import { AuthFailure } from "~/services/auth/errors.server";
import { signUp, startSession } from "~/services/auth/sign-in.server";
import { clientAddress } from "~/server/client-address.server";
import { PasswordHashingBusy } from "~/services/passwords.server";
import { signUpAllowed } from "~/services/auth/sign-up-limit.server";
import { SignUpRefused, signUpRefusal } from "~/services/site-settings/registration.server";
import { AuthCard } from "~/ui/auth/auth-card";
import { AuthForm, EmailAndPassword, useAuthForm } from "~/ui/auth/auth-form";
import { FormField } from "~/ui/form-field";
import { titleMeta } from "~/ui/page-title";
import { retryAfterHeaders } from "~/ui/retry-after-headers";
import { signUpSchema } from "~/utils/profile-schemas";

/** The invitation token a sign-up carries: in the link's query, then in the form's hidden field. */
const inviteOf = (value: FormDataEntryValue | string | null) =>
  typeof value === "string" && value !== "" ? value.slice(0, 200) : null;

export async function loader({ request }: LoaderFunctionArgs) {
  await sendSignedInAway(request);
  const invite = inviteOf(new URL(request.url).searchParams.get("invite"));
  // A refused visitor sees why instead of a form that could only fail.
  return { invite, refusal: await signUpRefusal(invite) };
}

export const headers = retryAfterHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const form = readAuthForm(formData, signUpSchema, ["password", "confirmPassword"]);
  if ("refused" in form) return form.refused;
  if (!(await signUpAllowed(clientAddress(context)))) {
    const tooMany = "Too many sign-ups from your network. Please wait 15 minutes.";
    return form.refuse(429, { formErrors: [tooMany] });
  }
  try {
    const invite = inviteOf(formData.get("invite"));
    const user = await signUp(form.value.email, form.value.password, invite);
    return startSession(request, user, "/onboarding");
  } catch (error) {
    if (error instanceof SignUpRefused) {
      return form.refuse(error.status, { formErrors: [error.message] });
    }
    if (error instanceof PasswordHashingBusy) {
      return form.refuse(503, { formErrors: [error.message] }, error.retryAfterSeconds);
    }
    if (error instanceof AuthFailure) {
      return form.refuse(409, { fieldErrors: { email: [error.message] } });
    }
    throw error;
  }
}

export default function SignUpPage() {
  const { invite, refusal } = useLoaderData<typeof loader>();
  return refusal ? <SignUpRefusal message={refusal} /> : <SignUpForm invite={invite} />;
}

const HaveAnAccount = () => (
  <p>
    Already have an account? <Link to="/login">Sign In</Link>
  </p>
);

function SignUpRefusal({ message }: { message: string }) {
  return (
    <AuthCard title="Sign up">
      <p role="alert">{message}</p>
      <HaveAnAccount />
    </AuthCard>
  );
}

function SignUpForm({ invite }: { invite: string | null }) {
  const [form, fields] = useAuthForm("sign-up", signUpSchema, useActionData<typeof action>());
  return (
    <AuthCard title="Create your free account">
      <p>Publish your portfolio in minutes. You choose your username next.</p>
      <AuthForm
        form={form}
        hidden={invite ? <input type="hidden" name="invite" value={invite} /> : null}
        submit={{ label: "Sign Up", pendingLabel: "Creating account..." }}
      >
        <EmailAndPassword email={fields.email} password={fields.password} newPassword />
        <FormField
          label="Confirm password"
          field={fields.confirmPassword}
          type="password"
          autoComplete="new-password"
        />
      </AuthForm>
      <HaveAnAccount />
    </AuthCard>
  );
}

export const meta = titleMeta("Sign Up");
