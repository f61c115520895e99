import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { TEXTS } from "./constants";
import { errorsOf, type ContactErrors } from "./contact-errors";
import type { ContactFormConfig } from "./types";

const FIELDS: readonly { name: string; label: string; type: string; autoComplete?: string }[] = [
  { name: "name", label: "Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "subject", label: "Subject", type: "text" },
  { name: "message", label: "Message", type: "textarea" },
];

// The validator (zod and conform's adapter) is fetched the first time a field is left or the
// form is sent, not with the page: it is the largest part of a public page's JavaScript.
const loadValidator = () => import("./contact-validation");

/** The server's messages and values from conform's reply (no JavaScript, or a refused post). */
function fromServer(lastResult: ContactFormConfig["lastResult"]) {
  const values = (lastResult?.initialValue ?? {}) as Record<string, unknown>;
  return { errors: errorsOf(lastResult?.error), values };
}

/**
 * docs/product.md#about-contact-and-footer contact section form: name, email, subject, message and
 * a hidden `honeypot` field. Without JavaScript it is a plain POST to `config.action`, errors
 * rendered by the server; with it, a field is checked when it is left and again as it is typed in
 * (the server's schema, the way conform's onBlur/onInput modes do it), everything on send, and
 * `config.submit` sends it in place.
 */
export function ContactForm({
  config,
  id = "contact-form",
}: {
  config: ContactFormConfig;
  id?: string;
}) {
  const server = fromServer(config.lastResult);
  const [errors, setErrors] = useState<ContactErrors>(server.errors);
  // Fields whose messages are shown and kept up to date as they are typed in.
  const checked = useRef(new Set(Object.keys(server.errors)));
  const formRef = useRef<HTMLFormElement>(null);
  // A native POST (no host submit) is in flight until the next page arrives.
  const [posting, setPosting] = useState(false);
  useEffect(() => {
    if (config.status !== "submitting") setPosting(false);
  }, [config.status, config.lastResult]);
  useEffect(() => {
    const next = fromServer(config.lastResult).errors;
    checked.current = new Set(Object.keys(next));
    setErrors(next);
  }, [config.lastResult]);
  const sending = posting || config.status === "submitting";

  /** Validates the whole form and shows the messages of the checked fields. */
  const check = async (form: HTMLFormElement) => {
    const { validateContact } = await loadValidator();
    const found = validateContact(new FormData(form));
    setErrors(
      Object.fromEntries(Object.entries(found).filter(([name]) => checked.current.has(name))),
    );
    return found;
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name ?? "";
    if (!FIELDS.some((f) => f.name === name) || !formRef.current) return;
    checked.current.add(name);
    void check(formRef.current);
  };
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name ?? "";
    if (checked.current.has(name)) void check(event.currentTarget);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    for (const field of FIELDS) checked.current.add(field.name);
    checked.current.add("honeypot");
    void check(form).then((found) => {
      const invalid = FIELDS.find((field) => found[field.name]);
      if (invalid) (form.elements.namedItem(invalid.name) as HTMLElement | null)?.focus();
      if (Object.keys(found).length) return;
      if (config.submit) return config.submit(form);
      setPosting(true);
      form.submit();
    });
  };

  const formErrors = errors[""];
  return (
    <form
      ref={formRef}
      id={id}
      method="post"
      action={config.action}
      className="vf-contact-form"
      noValidate
      aria-describedby={formErrors ? `${id}-error` : undefined}
      onBlur={onBlur}
      onInput={onInput}
      onSubmit={onSubmit}
    >
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
      {formErrors ? (
        <p className="vf-field__error" id={`${id}-error`} role="alert">
          {formErrors.join(" ")}
        </p>
      ) : null}
      {FIELDS.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const messages = errors[field.name];
        const value = server.values[field.name];
        const common = {
          id: fieldId,
          name: field.name,
          defaultValue: typeof value === "string" ? value : undefined,
          "aria-invalid": messages ? true : undefined,
          "aria-describedby": messages ? `${fieldId}-error` : undefined,
        };
        return (
          <div className="vf-field" key={field.name}>
            <label htmlFor={fieldId}>{field.label}</label>
            {field.type === "textarea" ? (
              <textarea {...common} rows={5} />
            ) : (
              <input {...common} type={field.type} autoComplete={field.autoComplete} />
            )}
            {messages ? (
              <p className="vf-field__error" id={`${fieldId}-error`}>
                {messages.join(" ")}
              </p>
            ) : null}
          </div>
        );
      })}
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
