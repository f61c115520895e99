import { data } from "@remix-run/node";
import type { User } from "~/data/users.server";
import { INTENT } from "~/utils/account-schemas";
import { isMultipart } from "./avatar-upload.server";
import { disconnectGooglePhotosAction } from "./google-photos-disconnect.server";
import { extractPaletteAction, setHeroAction } from "./hero-actions.server";
import {
  avatarFromPhotoAction,
  updateProfileAction,
  uploadAvatarAction,
} from "./profile-actions.server";
import { setTemplateAction } from "./portfolio-actions.server";
import {
  changePasswordAction,
  deleteAccountAction,
  savePreferencesAction,
} from "./settings-actions.server";

/**
 * The account page's one action: every form names itself with an `intent`
 * (docs/product.md#house-style).
 */
export async function handleAccountAction(request: Request, user: User) {
  // The profile picture is the only file: its form is multipart, every other form is not.
  if (isMultipart(request)) return uploadAvatarAction(request, user);
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case INTENT.updateProfile:
      return updateProfileAction(request, user, formData);
    case INTENT.avatarFromPhoto:
      return avatarFromPhotoAction(request, user, formData);
    case INTENT.setHero:
      return setHeroAction(request, user, formData);
    case INTENT.extractPalette:
      return extractPaletteAction(request, user);
    case INTENT.setTemplate:
      return setTemplateAction(request, user, formData);
    case INTENT.changePassword:
      return changePasswordAction(request, user, formData);
    case INTENT.savePreferences:
      return savePreferencesAction(request, user, formData);
    case INTENT.deleteAccount:
      return deleteAccountAction(request, user, formData);
    case INTENT.disconnectGooglePhotos:
      return disconnectGooglePhotosAction(request, user);
    default:
      return data({ intent: null, ok: false, message: "Unknown action" }, { status: 400 });
  }
}
