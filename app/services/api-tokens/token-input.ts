import { z } from "zod";
import { API_TOKEN_SCOPES } from "~/utils/api-token-scopes";

/**
 * What a photographer gives to make a personal access token (docs/product.md#api-tokens): the
 * same rules for the API (`POST /api/tokens`, JSON) and for Account → Settings (a form, where an
 * empty expiry means none).
 */
export const API_TOKEN_NAME_MAX = 100;
export const API_TOKENS_PER_USER = 50;

export const API_TOKEN_MESSAGES = {
  nameRequired: "Give the token a name, so you can tell it apart later.",
  nameTooLong: `A token's name can be at most ${API_TOKEN_NAME_MAX} characters.`,
  scope: 'Scope must be "read" or "write".',
  expiry: "The expiry must be a date in the future.",
  tooMany: `You can have at most ${API_TOKENS_PER_USER} tokens. Revoke one you no longer use first.`,
  notFound: "No such token.",
} as const;

const expiry = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === null || value.trim() === "") return null;
    // A bare date (a form's date field) means the end of that day, UTC.
    const text = /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? `${value.trim()}T23:59:59.999Z` : value;
    const date = new Date(text);
    if (Number.isNaN(date.getTime()) || date.getTime() <= Date.now()) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: API_TOKEN_MESSAGES.expiry });
      return z.NEVER;
    }
    return date;
  });

export const apiTokenInputSchema = z.object({
  name: z
    .string({ required_error: API_TOKEN_MESSAGES.nameRequired })
    .trim()
    .min(1, API_TOKEN_MESSAGES.nameRequired)
    .max(API_TOKEN_NAME_MAX, API_TOKEN_MESSAGES.nameTooLong),
  scope: z.enum(API_TOKEN_SCOPES, { errorMap: () => ({ message: API_TOKEN_MESSAGES.scope }) }),
  expiresAt: expiry,
});

export type ApiTokenInput = z.output<typeof apiTokenInputSchema>;
