import { z } from "zod";

/** Spec §5 contact rules and texts, shared by the browser (conform) and the server. */
export const contactSchema = z.object({
  name: z
    .string({ required_error: "Name must be at least 2 characters." })
    .trim()
    .min(2, "Name must be at least 2 characters.")
    .max(100, "Name must be at most 100 characters."),
  email: z
    .string({ required_error: "Please enter a valid email address." })
    .trim()
    .email("Please enter a valid email address.")
    .max(200, "Please enter a valid email address."),
  subject: z
    .string({ required_error: "Subject must be at least 2 characters." })
    .trim()
    .min(2, "Subject must be at least 2 characters.")
    .max(200, "Subject must be at most 200 characters."),
  message: z
    .string({ required_error: "Message must be at least 10 characters." })
    .trim()
    .min(10, "Message must be at least 10 characters.")
    .max(5000, "Message must be at most 5000 characters."),
  // A field people never see; bots fill it in.
  honeypot: z.string().max(0, "Bot detection failed").optional().default(""),
  /** The portfolio the message was sent from (its owner's id), when not the home page. */
  portfolioUserId: z.string().trim().max(64).optional(),
});

export type ContactInput = z.output<typeof contactSchema>;

export const CONTACT_SUCCESS = {
  title: "Message Sent!",
  description: "Thanks for reaching out. I'll get back to you soon.",
};
export const CONTACT_FAILURE = {
  title: "Error",
  description: "There was a problem sending your message. Please try again.",
};
