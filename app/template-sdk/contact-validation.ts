import { parseWithZod } from "@conform-to/zod";
import { errorsOf, type ContactErrors } from "./contact-errors";
import { contactSchema } from "./contact-schema";
// Reaching the SDK's barrel keeps the SDK code this chunk shares in the SDK's one file, not a
// file of its own (esbuild splits code by which entries reach a module; ADR 30).
import "./index";

/**
 * The browser's check of the contact form, with the schema and parser the server uses. Loaded
 * by ContactForm on first use only: zod and its conform adapter are a quarter of a public page's
 * JavaScript, and most visitors never touch the form.
 */
export function validateContact(formData: FormData): ContactErrors {
  const submission = parseWithZod(formData, { schema: contactSchema });
  return submission.status === "success" ? {} : errorsOf(submission.reply().error);
}
