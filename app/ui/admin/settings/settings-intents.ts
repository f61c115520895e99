import type { SubmissionResult } from "@conform-to/react";
import type { NewInvitation } from "~/services/site-settings/invitations.server";

/** The forms of Admin → Settings, told apart by their `intent` field. */
export const SETTINGS_INTENT = {
  save: "save-settings",
  create: "create-invitation",
  revoke: "revoke-invitation",
} as const;

export type SettingsActionResult =
  | { intent: typeof SETTINGS_INTENT.save; result: SubmissionResult<string[]>; saved: boolean }
  | { intent: typeof SETTINGS_INTENT.create; invitation: NewInvitation }
  | { intent: typeof SETTINGS_INTENT.revoke; error: string | null };
