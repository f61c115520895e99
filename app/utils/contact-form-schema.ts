import { z } from "zod";
import { CONTACT_ERRORS } from "./contact-errors";

export { CONTACT_ERRORS };

// Upper bounds keep a stored message and its mail a sane size.
const atLeast = (length: number, message: string, max: number) =>
  z
    .string({ required_error: message })
    .trim()
    .min(length, message)
    .max(max, `Please keep this under ${max} characters.`);

/**
 * One schema for both sides (docs/product.md#house-style): the SDK's ContactForm validates with it
 * in the browser, and the host's action parses the same POST with it (`parseWithZod`).
 */
export const contactSchema = z.object({
  name: atLeast(2, CONTACT_ERRORS.name, 100),
  email: z
    .string({ required_error: CONTACT_ERRORS.email })
    .trim()
    .email(CONTACT_ERRORS.email)
    .max(200, CONTACT_ERRORS.email),
  subject: atLeast(2, CONTACT_ERRORS.subject, 200),
  message: atLeast(10, CONTACT_ERRORS.message, 5000),
  // A field people never see: anything in it was typed by a bot
  // (docs/product.md#security-baseline).
  honeypot: z.string().max(0, CONTACT_ERRORS.honeypot).optional(),
});

export type ContactSubmission = z.output<typeof contactSchema>;
