import { parseWithZod } from "@conform-to/zod";
import { errorsOf, type ContactErrors } from "./contact-errors";
import { contactSchema } from "./contact-schema";
// Shares no module with the SDK's first-load file (its schema and messages are in utils): unlike
// the parts' code, it needs no import of the barrel (docs/decisions/0056-no-import-cycles.md).

/**
 * The browser's check of the contact form, with the schema and parser the server uses. Loaded
 * by ContactForm on first use only: zod and its conform adapter are a quarter of a public page's
 * JavaScript, and most visitors never touch the form.
 */
export function validateContact(formData: FormData): ContactErrors {
  const submission = parseWithZod(formData, { schema: contactSchema });
  return submission.status === "success" ? {} : errorsOf(submission.reply().error);
}
