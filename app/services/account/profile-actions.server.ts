import { parseWithZod } from "@conform-to/zod";
import type { User } from "~/data/users.server";
import { ImageRejectedError } from "~/images/image-pipeline.server";
import { ProfileError, updateProfile } from "~/services/profile.server";
import { accountProfileSchema, INTENT, photoChoiceSchema } from "~/utils/account-schemas";
import type { UpdateProfileInput } from "~/utils/profile-schemas";
import { AccountError } from "./account-errors.server";
import { readProfileImageUpload } from "./avatar-upload.server";
import { saveAvatar, setAvatarFromPhoto } from "./avatar.server";
import { failure, respond } from "./respond.server";

export async function updateProfileAction(request: Request, user: User, formData: FormData) {
  const intent = INTENT.updateProfile;
  const submission = parseWithZod(formData, { schema: accountProfileSchema });
  if (submission.status !== "success") {
    return respond(request, { intent, ok: false, result: submission.reply() }, undefined, 400);
  }
  // An emptied field is removed (null unsets it) rather than stored as "", so pages fall back
  // to their defaults (e.g. the default tagline). updateProfile passes null through to the store.
  const patch = Object.fromEntries(
    Object.entries(submission.value).map(([field, value]) => [field, value === "" ? null : value]),
  ) as unknown as UpdateProfileInput;
  try {
    await updateProfile(user.id, patch);
  } catch (error) {
    if (!(error instanceof ProfileError)) throw error;
    const errors = error.field
      ? { fieldErrors: { [error.field]: [error.message] } }
      : { formErrors: [error.message] };
    const result = submission.reply(errors);
    return respond(
      request,
      { intent, ok: false, result },
      failure("Update failed", error.message),
      409,
    );
  }
  return respond(
    request,
    { intent, ok: true, result: submission.reply() },
    {
      title: "Profile updated",
      description: "Your profile has been saved.",
    },
  );
}

const AVATAR_SAVED = {
  title: "Profile picture updated",
  description: "Your new profile picture is live.",
};

/** Turns the refusals a user can act on into the form's message and a toast; the rest is a bug. */
async function avatarAttempt(
  request: Request,
  intent: typeof INTENT.uploadAvatar | typeof INTENT.avatarFromPhoto,
  attempt: () => Promise<unknown>,
) {
  try {
    await attempt();
  } catch (error) {
    if (!(error instanceof ImageRejectedError || error instanceof AccountError)) throw error;
    const status =
      error instanceof AccountError ? error.status : error.code === "too_large" ? 413 : 400;
    const title = error instanceof AccountError ? "Upload Failed" : error.title;
    return respond(
      request,
      { intent, ok: false, message: error.message },
      failure(title, error.message),
      status,
    );
  }
  return respond(request, { intent, ok: true }, AVATAR_SAVED);
}

/** The multipart profile-picture form (the page's only multipart form). */
export function uploadAvatarAction(request: Request, user: User) {
  return avatarAttempt(request, INTENT.uploadAvatar, async () => {
    const { bytes } = await readProfileImageUpload(request);
    await saveAvatar(user.id, bytes);
  });
}

export function avatarFromPhotoAction(request: Request, user: User, formData: FormData) {
  return avatarAttempt(request, INTENT.avatarFromPhoto, async () => {
    const parsed = photoChoiceSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) throw new AccountError("Please choose a photo.");
    await setAvatarFromPhoto(user.id, parsed.data.photoId);
  });
}
