import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useEffect, useState } from "react";
import { TEXTS } from "./constants";
import { contactSchema } from "./contact-schema";
import type { ContactFormConfig } from "./types";

function Field({
  label,
  field,
  type = "text",
  autoComplete,
}: {
  label: string;
  field: FieldMetadata<string | undefined>;
  type?: "text" | "email" | "textarea";
  autoComplete?: string;
}) {
  const control =
    type === "textarea" ? (
      <textarea {...getTextareaProps(field)} rows={5} />
    ) : (
      <input {...getInputProps(field, { type })} autoComplete={autoComplete} />
    );
  return (
    <div className="vf-field">
      <label htmlFor={field.id}>{label}</label>
      {control}
      {field.errors?.length ? (
        <p className="vf-field__error" id={field.errorId}>
          {field.errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Spec §2 contact section form: name, email, subject, message and a hidden `honeypot` field.
 * Without JavaScript it is a plain POST to `config.action`, errors rendered by the server; with
 * it, fields are checked as you go and `config.submit` (a fetcher) sends it in place.
 */
export function ContactForm({
  config,
  id = "contact-form",
}: {
  config: ContactFormConfig;
  id?: string;
}) {
  // A native POST (no host submit) is in flight until the next page arrives.
  const [posting, setPosting] = useState(false);
  const [form, fields] = useForm({
    id,
    lastResult: config.lastResult ?? null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onSubmit(event) {
      if (!config.submit) return setPosting(true);
      event.preventDefault();
      config.submit(event.currentTarget);
    },
  });
  useEffect(() => {
    if (config.status !== "submitting") setPosting(false);
  }, [config.status, config.lastResult]);
  const sending = posting || config.status === "submitting";

  return (
    <form method="post" action={config.action} className="vf-contact-form" {...getFormProps(form)}>
      {config.status === "sent" ? (
        <p className="vf-contact-form__status" role="status">
          <strong>{TEXTS.messageSentTitle}</strong> {TEXTS.messageSent}
        </p>
      ) : null}
      {config.status === "error" ? (
        <p className="vf-contact-form__status vf-contact-form__status--error" role="alert">
          <strong>{TEXTS.messageFailedTitle}</strong> {TEXTS.messageFailed}
        </p>
      ) : null}
      {form.errors?.length ? (
        <p className="vf-field__error" id={form.errorId} role="alert">
          {form.errors.join(" ")}
        </p>
      ) : null}
      <Field label="Name" field={fields.name} autoComplete="name" />
      <Field label="Email" field={fields.email} type="email" autoComplete="email" />
      <Field label="Subject" field={fields.subject} />
      <Field label="Message" field={fields.message} type="textarea" />
      <div className="vf-visually-hidden" aria-hidden="true">
        <label htmlFor={`${id}-honeypot`}>Leave this field empty</label>
        <input id={`${id}-honeypot`} name="honeypot" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="vf-button" disabled={sending}>
        {sending ? TEXTS.sending : "Send Message"}
      </button>
    </form>
  );
}
