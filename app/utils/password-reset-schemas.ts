import { z } from "zod";
import { newPasswordFields, PASSWORDS_DIFFER, passwordsMatch } from "./profile-schemas";

export const forgotPasswordSchema = z.object({
  email: z
    .string({ required_error: "Email is required." })
    .trim()
    .max(254, "Please enter a valid email address.")
    .email("Please enter a valid email address."),
});

/** The same password rules and messages as sign-up. */
export const resetPasswordSchema = z
  .object({
    token: z.string({ required_error: "This reset link is incomplete." }).max(200),
    ...newPasswordFields,
  })
  .refine(passwordsMatch, PASSWORDS_DIFFER);

/** The one answer to every request for a link, whether the address has an account or not. */
export const RESET_LINK_SENT =
  "If an account exists for that address, we've sent a link to reset its password. It works once, within an hour.";

export const RESET_LINK_DEAD =
  "This reset link has expired or was already used. Ask for a new one: it works for an hour.";
