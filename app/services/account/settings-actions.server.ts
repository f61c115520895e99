import { parseWithZod } from "@conform-to/zod";
import type { User } from "~/data/users.server";
import { db } from "~/data/db.server";
import { changePasswordSchema, deleteAccountSchema, INTENT } from "~/utils/account-schemas";
import { preferencesFormSchema } from "~/utils/photographer-preferences";
import { photographerRightsChanged } from "~/services/photos/rights-changes.server";
import { AccountError } from "./account-errors.server";
import { deleteAccount } from "./delete-account.server";
import { redirectInFreshSession } from "./fresh-session.server";
import { changePassword } from "./password.server";
import { failure, respond } from "./respond.server";

export async function changePasswordAction(request: Request, user: User, formData: FormData) {
  const intent = INTENT.changePassword;
  const submission = parseWithZod(formData, { schema: changePasswordSchema });
  if (submission.status !== "success") {
    return respond(
      request,
      {
        intent,
        ok: false,
        result: submission.reply({
          hideFields: ["currentPassword", "newPassword", "confirmPassword"],
        }),
      },
      undefined,
      400,
    );
  }
  try {
    await changePassword(user, submission.value.currentPassword, submission.value.newPassword);
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    const result = submission.reply({
      fieldErrors: { currentPassword: [error.message] },
      hideFields: ["currentPassword", "newPassword", "confirmPassword"],
    });
    const wait = error.retryAfterSeconds;
    const headers: Record<string, string> = wait ? { "Retry-After": String(wait) } : {};
    return respond(request, { intent, ok: false, result }, undefined, error.status, headers);
  }
  throw await redirectInFreshSession(request, {
    userId: user.id,
    to: "/account?tab=settings",
    toast: {
      title: "Password updated",
      description: "You have been signed out on every other device.",
    },
  });
}

export async function deleteAccountAction(request: Request, user: User, formData: FormData) {
  const intent = INTENT.deleteAccount;
  const submission = parseWithZod(formData, { schema: deleteAccountSchema });
  if (submission.status !== "success") {
    return respond(request, { intent, ok: false, result: submission.reply() }, undefined, 400);
  }
  try {
    await deleteAccount(user, submission.value.confirmUsername);
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    const result = submission.reply({ fieldErrors: { confirmUsername: [error.message] } });
    return respond(request, { intent, ok: false, result }, undefined, error.status);
  }
  throw await redirectInFreshSession(request, {
    to: "/",
    toast: {
      title: "Account deleted",
      description: "Your account and all of your photos have been removed.",
    },
  });
}

/**
 * The photographer's preferences (keep originals, default licence, rights in images, AI
 * training): all saved together, or — when any is refused — none, with the reason by its field.
 */
export async function savePreferencesAction(request: Request, user: User, formData: FormData) {
  const intent = INTENT.savePreferences;
  const submission = parseWithZod(formData, { schema: preferencesFormSchema });
  if (submission.status !== "success") {
    return respond(
      request,
      { intent, ok: false, result: submission.reply() },
      failure("Preferences not saved", "Correct the fields marked below and save again."),
      400,
    );
  }
  const { users } = await db();
  await users.update(user.id, submission.value);
  // Copies whose licence, AI-training notice or rights changed are re-made (ADR 48).
  await photographerRightsChanged(user.id);
  return respond(
    request,
    { intent, ok: true, result: submission.reply() },
    { title: "Preferences saved", description: "Your photo preferences have been saved." },
  );
}
