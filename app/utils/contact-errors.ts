/** docs/product.md#validation-rules contact form texts, word for word. */
export const CONTACT_ERRORS = {
  name: "Name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  subject: "Subject must be at least 2 characters.",
  message: "Message must be at least 10 characters.",
  honeypot: "Bot detection failed",
} as const;

/** Field name → messages, as conform's reply carries them ("" holds form-level messages). */
export type ContactErrors = Record<string, string[]>;

/** The messages of a conform reply's `error`, without the fields that have none. */
export function errorsOf(error: Record<string, string[] | null> | null | undefined): ContactErrors {
  const errors: ContactErrors = {};
  for (const [name, messages] of Object.entries(error ?? {}))
    if (messages?.length) errors[name] = messages;
  return errors;
}
