import {
  getFormProps,
  useForm,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { FormErrors, FormField } from "~/ui/form-field";
import { VALIDATION_TIMING } from "~/ui/form-validation-timing";
import { HoneypotFields } from "~/ui/honeypot-fields";
import { SubmitButton } from "~/ui/submit-button";

/**
 * An account form's state: checked in the browser with the schema the server reads it with
 * (services/auth/auth-form.server.ts, utils/password-reset-schemas.ts), showing the server's answer
 * (`lastResult`).
 */
export function useAuthForm<S extends z.ZodTypeAny>(
  id: string,
  schema: S,
  lastResult: SubmissionResult<string[]> | undefined,
) {
  return useForm<z.input<S>>({
    id,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    ...VALIDATION_TIMING,
  });
}

/**
 * The post the account forms make (sign-in, sign-up, forgotten and new password): the honeypot
 * (docs/decisions/0041-honeypot-secret.md) unless the form is reached only through a secret link,
 * their `hidden` inputs, the form's own errors, then its fields and the submit button.
 */
export function AuthForm<Fields extends Record<string, unknown>>({
  form,
  hidden,
  submit,
  honeypot = true,
  children,
}: {
  form: FormMetadata<Fields, string[]>;
  hidden?: ReactNode;
  submit: { label: string; pendingLabel: string };
  honeypot?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)}>
      {honeypot ? <HoneypotFields /> : null}
      {hidden}
      <FormErrors id={form.errorId} errors={form.errors} />
      {children}
      <SubmitButton {...submit} />
    </Form>
  );
}

/**
 * The fields both forms open with: the email, and the password, a new one (sign-up) asked with
 * its rule.
 */
export function EmailAndPassword({
  email,
  password,
  newPassword = false,
}: {
  email: FieldMetadata<string | undefined>;
  password: FieldMetadata<string | undefined>;
  newPassword?: boolean;
}) {
  return (
    <>
      <FormField label="Email" field={email} type="email" autoComplete="email" />
      <FormField
        label="Password"
        field={password}
        type="password"
        autoComplete={newPassword ? "new-password" : "current-password"}
        hint={newPassword ? "At least 8 characters." : undefined}
      />
    </>
  );
}
