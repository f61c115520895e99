import { z } from "zod";
import { PORTFOLIO_URL_TYPES, type PortfolioUrlType } from "./portfolio-url";
import {
  INVALID_USERNAME,
  PASSWORD_MAX_LENGTH,
  updateProfileSchema,
  USERNAME_PATTERN,
} from "./profile-schemas";

/**
 * The account page's tabs (docs/product.md#account-page). My Photos links to hero and avatar:
 * profile-tab sections.
 */
export const ACCOUNT_TABS = ["photos", "profile", "portfolio", "settings"] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];
export type ProfileSection = "hero" | "avatar";

export function resolveTab(raw: string | null): { tab: AccountTab; section?: ProfileSection } {
  if (raw === "hero" || raw === "avatar") return { tab: "profile", section: raw };
  return { tab: ACCOUNT_TABS.find((tab) => tab === raw) ?? "photos" };
}

/** One action, many forms: each posts an `intent` (docs/product.md#house-style). */
export const INTENT = {
  updateProfile: "update-profile",
  uploadAvatar: "upload-avatar",
  avatarFromPhoto: "avatar-from-photo",
  setHero: "set-hero",
  extractPalette: "extract-palette",
  setTemplate: "set-template",
  changePassword: "change-password",
  savePreferences: "save-preferences",
  deleteAccount: "delete-account",
  disconnectGooglePhotos: "disconnect-google-photos",
} as const;
export type AccountIntent = (typeof INTENT)[keyof typeof INTENT];

export const PORTFOLIO_URL_TYPE_LABELS: Record<PortfolioUrlType, string> = {
  username: "Username (/username)",
  fullname_dash: "Full name with a dash (/first-last)",
  fullname_dot: "Full name with a dot (/first.last)",
  replit_id: "User ID (/your-id)",
};

const fields = updateProfileSchema.shape;

/**
 * The Edit Profile form: the rules of PUT /api/profile, but every field is sent. Conform turns an
 * emptied input into undefined; here that means "cleared" (""), not "left alone", so a tagline
 * can be removed. The username stays required.
 */
export const accountProfileSchema = z.object({
  // The rules of updateProfileSchema's username, plus a message when it is left empty.
  username: z
    .string({ required_error: "Username is required." })
    .trim()
    .min(1, "Username is required.")
    .max(30, "Username must be at most 30 characters.")
    .regex(USERNAME_PATTERN, INVALID_USERNAME),
  firstName: fields.firstName.unwrap(),
  lastName: fields.lastName.unwrap(),
  tagline: fields.tagline.unwrap(),
  bio: fields.bio.unwrap(),
  portfolioUrlType: z.enum(PORTFOLIO_URL_TYPES).default("username"),
  instagram: fields.instagram.unwrap(),
  twitter: fields.twitter.unwrap(),
  website: fields.website.unwrap(),
});
export type AccountProfileInput = z.output<typeof accountProfileSchema>;

export const PASSWORD_MIN_LENGTH = 8;
export const WRONG_CURRENT_PASSWORD = "Current password is incorrect.";

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ required_error: "Current password is required." })
      .max(PASSWORD_MAX_LENGTH, WRONG_CURRENT_PASSWORD),
    newPassword: z
      .string({ required_error: "New password is required." })
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
    confirmPassword: z.string({ required_error: "Please confirm your new password." }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match.",
  });

export const deleteAccountSchema = z.object({
  confirmUsername: z.string({ required_error: "Type your username to confirm." }).trim(),
});

export const CUSTOM_HERO_PREFIX = "custom-";
export const heroChoiceSchema = z.object({
  heroId: z.string({ required_error: "Please choose a hero image or one of your photos." }),
});
export const photoChoiceSchema = z.object({
  photoId: z.string({ required_error: "Please choose a photo." }).trim().min(1),
});
export const templateChoiceSchema = z.object({ templateId: z.string().trim().min(1) });
export const globalHeroBodySchema = z.object({
  heroImageId: z.string({ required_error: "heroImageId is required" }).trim().min(1),
});

/**
 * docs/product.md#validation-rules: profile pictures are images of at most 5 MB; the texts go to
 * toasts.
 */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const INVALID_PROFILE_IMAGE = {
  title: "Invalid File",
  description: "Please select an image file.",
};
export const PROFILE_IMAGE_TOO_LARGE = {
  title: "File Too Large",
  description: "Please select an image smaller than 5MB.",
};

/** The client-side check of docs/product.md#validation-rules; the server checks the bytes again. */
export function checkProfileImage(file: { type: string; size: number }) {
  if (!file.type.startsWith("image/")) return INVALID_PROFILE_IMAGE;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return PROFILE_IMAGE_TOO_LARGE;
  return null;
}
