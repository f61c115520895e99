import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { withAccountErrors } from "~/services/account/api-errors.server";
import { readProfileImageUpload } from "~/services/account/avatar-upload.server";
import { saveAvatar } from "~/services/account/avatar.server";
import { requireApiUser } from "~/services/auth/guards.server";
import { requireMethod } from "~/services/http.server";
import { requireWriteAllowance } from "~/services/write-limit.server";

/** POST /api/user/profile-image/upload: multipart `profileImage` (≤5 MB) → {profileImageUrl}. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  await requireWriteAllowance(context);
  const user = await requireApiUser(request);
  return withAccountErrors(async () => {
    const { bytes } = await readProfileImageUpload(request);
    return json({ profileImageUrl: await saveAvatar(user.id, bytes) });
  });
}
