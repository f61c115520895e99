import { pageTitle } from "~/ui/page-title";
import { parseWithZod } from "@conform-to/zod";
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { resetLinkWorks, resetPassword } from "~/services/auth/password-reset.server";
import { PasswordHashingBusy } from "~/services/passwords.server";
import { redirectWithToast } from "~/services/toast.server";
import { AuthCard } from "~/ui/auth/auth-card";
import { AuthForm, useAuthForm } from "~/ui/auth/auth-form";
import { FormErrors, FormField } from "~/ui/form-field";
import { RESET_LINK_DEAD, resetPasswordSchema } from "~/utils/password-reset-schemas";

const MAX_TOKEN_LENGTH = 200;

// The token rides in the query string (the logs mask `token=`), never in a path.
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const works =
    token.length > 0 && token.length <= MAX_TOKEN_LENGTH && (await resetLinkWorks(token));
  return data({ token: works ? token : "", works }, { status: works ? 200 : 410 });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: resetPasswordSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields }), { status: 400 });
  }
  let user;
  try {
    user = await resetPassword(submission.value.token, submission.value.password);
  } catch (error) {
    // The link is used only once the hash is made: it still works when tried again.
    if (!(error instanceof PasswordHashingBusy)) throw error;
    return data(submission.reply({ formErrors: [error.message], hideFields }), {
      status: 503,
      headers: { "Retry-After": String(error.retryAfterSeconds) },
    });
  }
  if (!user) {
    return data(submission.reply({ formErrors: [RESET_LINK_DEAD], hideFields }), { status: 410 });
  }
  return redirectWithToast(request, "/login", {
    title: "Password changed",
    description: "Sign in with your new password. Every session of your account was signed out.",
  });
}

/**
 * Private, the link never sent to another site as a Referer ("same-origin": "no-referrer" would
 * also blank the form's own Origin, which the request guards then refuse), and a busy refusal's
 * wait passed on.
 */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return {
    "Cache-Control": "private, no-store",
    "Referrer-Policy": "same-origin",
    ...(retryAfter ? { "Retry-After": retryAfter } : {}),
  };
};

export default function ResetPasswordPage() {
  const { token, works } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useAuthForm("reset-password", resetPasswordSchema, lastResult);
  const dead = !works || form.errors?.includes(RESET_LINK_DEAD);
  return (
    <AuthCard title={dead ? "This link no longer works" : "Choose a new password"}>
      {dead ? (
        <>
          <FormErrors errors={[RESET_LINK_DEAD]} />
          <p>
            <Link className="button" to="/forgot-password">
              Send me a new link
            </Link>
          </p>
        </>
      ) : (
        <AuthForm
          form={form}
          // Reached only through the emailed link: the token, not a honeypot, stops a bot here.
          honeypot={false}
          hidden={<input type="hidden" name={fields.token.name} value={token} />}
          submit={{ label: "Set new password", pendingLabel: "Saving..." }}
        >
          <FormField
            label="New password"
            field={fields.password}
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters. Every session of your account will be signed out."
          />
          <FormField
            label="Confirm password"
            field={fields.confirmPassword}
            type="password"
            autoComplete="new-password"
          />
        </AuthForm>
      )}
      <p>
        <Link to="/login">Back to Sign In</Link>
      </p>
    </AuthCard>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  pageTitle(matches, "Choose a new password"),
  // A page reached through a secret link is nobody's search result.
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];
