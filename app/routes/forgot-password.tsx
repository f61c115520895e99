import { getFormProps, useForm } from "@conform-to/react";
import { titleMeta } from "~/ui/page-title";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { getCurrentUser } from "~/services/auth/guards.server";
import { countResetRequest } from "~/services/auth/password-reset-limits.server";
import { startResetLink } from "~/services/auth/password-reset.server";
import { landingPathFor } from "~/services/auth/sign-in.server";
import { clientAddress } from "~/server/client-address.server";
import { isSpam } from "~/services/honeypot.server";
import { mailer } from "~/services/mail.server";
import { FormErrors, FormField } from "~/ui/form-field";
import { VALIDATION_TIMING } from "~/ui/form-validation-timing";
import { HoneypotFields } from "~/ui/honeypot-fields";
import { retryAfterHeaders } from "~/ui/retry-after-headers";
import { SubmitButton } from "~/ui/submit-button";
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
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
    ...VALIDATION_TIMING,
  });
  return (
    <main className="page page--auth">
      <section className="card auth-card">
        <h1>Forgot your password?</h1>
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
        <Form method="post" {...getFormProps(form)}>
          <HoneypotFields />
          <FormErrors id={form.errorId} errors={form.errors} />
          <FormField label="Email" field={fields.email} type="email" autoComplete="email" />
          <SubmitButton
            label={answer?.sent ? "Send another link" : "Send reset link"}
            pendingLabel="Sending..."
          />
        </Form>
        <p>
          Remembered it? <Link to="/login">Sign In</Link>
        </p>
      </section>
    </main>
  );
}

export const meta = titleMeta("Forgot password");
