import { getFormProps, useForm, useInputControl } from "@conform-to/react";
import { titleMeta } from "~/ui/page-title";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { getCurrentUser } from "~/services/auth/guards.server";
import { completeProfile, ProfileError } from "~/services/profile.server";
import { dataWithToast, redirectWithToast } from "~/services/toast.server";
import { FormErrors, FormField } from "~/ui/form-field";
import { personalPageHeaders } from "~/ui/personal-page";
import { SubmitButton } from "~/ui/submit-button";
import { portfolioPath } from "~/utils/portfolio-url";
import { completeProfileSchema } from "~/utils/profile-schemas";
import { logger } from "~/server/log/logger.server";
import { VALIDATION_TIMING } from "~/ui/form-validation-timing";

const PROFILE_COMPLETION_FAILED = "Profile completion failed";

export const headers = personalPageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  if (!user) throw redirect("/login?redirectTo=/onboarding");
  return {
    id: user.id,
    defaults: {
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      username: user.username ?? "",
      tagline: user.tagline ?? "",
      bio: user.bio ?? "",
    },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await getCurrentUser(request);
  if (!user) throw redirect("/login?redirectTo=/onboarding");
  const submission = parseWithZod(await request.formData(), { schema: completeProfileSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await completeProfile(user.id, submission.value);
  } catch (error) {
    // docs/product.md#error-catalogue: a failure is toasted 'Profile completion failed'; the form
    // keeps what was typed.
    const known = error instanceof ProfileError;
    if (!known) logger.error({ err: error }, "Profile completion failed");
    const message = known ? error.message : "Something went wrong. Please try again.";
    const reply = submission.reply(
      known && error.field
        ? { fieldErrors: { [error.field]: [message] } }
        : { formErrors: [message] },
    );
    return dataWithToast(
      request,
      reply,
      { title: PROFILE_COMPLETION_FAILED, description: message, variant: "destructive" },
      known ? 409 : 500,
    );
  }
  return redirectWithToast(request, "/", {
    title: "Profile complete",
    description: "Welcome to Viewfinder!",
  });
}

export default function Onboarding() {
  const { id, defaults } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "onboarding",
    lastResult,
    defaultValue: defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: completeProfileSchema }),
    ...VALIDATION_TIMING,
  });
  const username = useInputControl(fields.username);
  const preview = portfolioPath({ id, username: username.value || defaults.username || null });
  return (
    <main className="page page--auth">
      <section className="card auth-card">
        <h1>Complete your profile</h1>
        <p>Tell visitors who you are. You can change all of this later.</p>
        <Form method="post" {...getFormProps(form)}>
          <FormErrors id={form.errorId} errors={form.errors} />
          <div className="field-row">
            <FormField label="First name" field={fields.firstName} autoComplete="given-name" />
            <FormField label="Last name" field={fields.lastName} autoComplete="family-name" />
          </div>
          <FormField
            label="Username"
            field={fields.username}
            autoComplete="username"
            hint="Letters, numbers, hyphens and underscores."
          />
          <p className="field__hint field__hint--follows" aria-live="polite">
            Your portfolio URL: <code>{preview === `/${id}` ? "/your-username" : preview}</code>
          </p>
          <FormField label="Tagline (optional)" field={fields.tagline} />
          <FormField label="Bio (optional)" field={fields.bio} multiline />
          <SubmitButton label="Complete Setup" pendingLabel="Saving..." />
        </Form>
      </section>
    </main>
  );
}

export const meta = titleMeta("Complete your profile");
