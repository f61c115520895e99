import { titleMeta } from "~/ui/page-title";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { getCurrentUser } from "~/services/auth/guards.server";
import { countResetRequest } from "~/services/auth/password-reset-limits.server";
import { startResetLink } from "~/services/auth/password-reset.server";
import { landingPathFor } from "~/services/auth/sign-in.server";
import { clientAddress } from "~/server/client-address.server";
import { isSpam } from "~/services/honeypot.server";
import { mailer } from "~/services/mail.server";
import { AuthCard } from "~/ui/auth/auth-card";
import { AuthForm, useAuthForm } from "~/ui/auth/auth-form";
import { FormField } from "~/ui/form-field";
import { retryAfterHeaders } from "~/ui/retry-after-headers";
import { forgotPasswordSchema, RESET_LINK_SENT } from "~/utils/password-reset-schemas";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  if (user) throw redirect(landingPathFor(user));
  // Without SMTP_URL no mail leaves the site: its administrator reads the link and passes it on.
  return { localInbox: mailer().mode === "local-inbox" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  }
  if (isSpam(formData)) {
    return data(
      { result: submission.reply({ formErrors: ["Bot detection failed"] }), sent: false },
      { status: 400 },
    );
  }
  const refused = await countResetRequest(clientAddress(context), submission.value.email);
  if (refused) {
    return data(
      { result: submission.reply({ formErrors: [refused.message] }), sent: false },
      { status: 429, headers: { "Retry-After": String(refused.retryAfterSeconds) } },
    );
  }
  // Not awaited: the answer is the same, and as quick, whether the address has an account or not.
  void startResetLink(submission.value.email);
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export const headers = retryAfterHeaders;

export default function ForgotPasswordPage() {
  const { localInbox } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useAuthForm("forgot-password", forgotPasswordSchema, answer?.result);
  return (
    <AuthCard title="Forgot your password?">
      {answer?.sent ? (
        <div role="status">
          <p>{RESET_LINK_SENT}</p>
          {localInbox ? (
            <p>This site sends no mail itself: its administrator receives the link for you.</p>
          ) : null}
        </div>
      ) : (
        <p>
          Enter the email address of your account and we&apos;ll send you a link to choose a new
          password.
        </p>
      )}
      <AuthForm
        form={form}
        submit={{
          label: answer?.sent ? "Send another link" : "Send reset link",
          pendingLabel: "Sending...",
        }}
      >
        <FormField label="Email" field={fields.email} type="email" autoComplete="email" />
      </AuthForm>
      <p>
        Remembered it? <Link to="/login">Sign In</Link>
      </p>
    </AuthCard>
  );
}

export const meta = titleMeta("Forgot password");
