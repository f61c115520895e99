import { z } from "zod";
import { PORTFOLIO_URL_TYPES } from "./portfolio-url";

/** docs/product.md#validation-rules texts, word for word. */
export const REQUIRED_FIELDS_MISSING =
  "Required fields missing: Please fill in your first name, last name, and username";
export const INVALID_USERNAME =
  "Invalid username: Username can only contain letters, numbers, hyphens, and underscores";

export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;
export const USERNAME_MAX_LENGTH = 30;
export const NAME_MAX_LENGTH = 60;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((v) => v ?? "");

/**
 * Onboarding (docs/product.md#onboarding-and-sign-in, docs/product.md#validation-rules): first
 * name, last name and username required; tagline and bio optional.
 */
export const completeProfileSchema = z
  .object({
    firstName: z
      .string()
      .trim()
      .max(NAME_MAX_LENGTH, `First name must be at most ${NAME_MAX_LENGTH} characters.`)
      .optional(),
    lastName: z
      .string()
      .trim()
      .max(NAME_MAX_LENGTH, `Last name must be at most ${NAME_MAX_LENGTH} characters.`)
      .optional(),
    username: z
      .string()
      .trim()
      .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters.`)
      .optional(),
    tagline: optionalText(120, "Tagline"),
    bio: optionalText(2000, "Bio"),
  })
  .superRefine((value, ctx) => {
    if (!value.firstName || !value.lastName || !value.username) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: REQUIRED_FIELDS_MISSING });
      for (const field of ["firstName", "lastName", "username"] as const) {
        if (!value[field])
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message: "Required" });
      }
    }
    if (value.username && !USERNAME_PATTERN.test(value.username)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["username"], message: INVALID_USERNAME });
    }
  })
  .transform((v) => ({
    ...v,
    firstName: v.firstName!,
    lastName: v.lastName!,
    username: v.username!,
  }));

export type CompleteProfileInput = z.output<typeof completeProfileSchema>;

/** PUT /api/profile and the account's profile form: every field optional, same rules when given. */
export const updateProfileSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, "Username is required.")
    .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters.`)
    .regex(USERNAME_PATTERN, INVALID_USERNAME)
    .optional(),
  firstName: optionalText(NAME_MAX_LENGTH, "First name").optional(),
  lastName: optionalText(NAME_MAX_LENGTH, "Last name").optional(),
  tagline: optionalText(120, "Tagline").optional(),
  bio: optionalText(2000, "Bio").optional(),
  portfolioUrlType: z.enum(PORTFOLIO_URL_TYPES).optional(),
  instagram: optionalText(200, "Instagram").optional(),
  twitter: optionalText(200, "Twitter").optional(),
  website: optionalText(300, "Website").optional(),
});

export type UpdateProfileInput = z.output<typeof updateProfileSchema>;

/**
 * No password is longer (docs/product.md#security-baseline): a longer one is refused before
 * anything is hashed, so a megabyte "password" costs a length check, not a key derivation.
 */
export const PASSWORD_MAX_LENGTH = 256;
const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;

export const signInSchema = z.object({
  email: z
    .string({ required_error: "Email is required." })
    .trim()
    .email("Please enter a valid email address."),
  password: z
    .string({ required_error: "Password is required." })
    .min(1, "Password is required.")
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
  redirectTo: z.string().optional(),
});

/** The rules of a password someone chooses: at sign-up and through a reset link. */
export const newPasswordFields = {
  password: z
    .string({ required_error: "Password is required." })
    .min(8, "Password must be at least 8 characters.")
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
  confirmPassword: z.string({ required_error: "Please confirm your password." }),
};

export const passwordsMatch = (v: { password: string; confirmPassword: string }) =>
  v.password === v.confirmPassword;
export const PASSWORDS_DIFFER = { path: ["confirmPassword"], message: "Passwords do not match." };

export const signUpSchema = z
  .object({
    email: z
      .string({ required_error: "Email is required." })
      .trim()
      .email("Please enter a valid email address."),
    ...newPasswordFields,
  })
  .refine(passwordsMatch, PASSWORDS_DIFFER);
