import { db } from "~/data/db.server";
import type { User } from "~/data/users.server";
import { userFolder } from "~/services/photos/photo-keys.server";
import { objectStore } from "~/storage/store.server";
import { WATERMARKED_NAME, settingsHash } from "./watermark-keys.server";
import { LogoRejectedError, deleteLogosBut, storeLogo } from "./watermark-logo.server";
import {
  WATERMARK_MESSAGES,
  checkWatermarkInput,
  type WatermarkErrors,
  type WatermarkSettings,
} from "./watermark-settings";

/**
 * Saving and removing a photographer's watermark (docs/decisions/0065-watermarks.md). Every
 * field is checked before anything is written: a refused field, or a refused logo, saves
 * nothing and keeps the logo in use.
 */

export async function saveWatermark(
  user: User,
  fields: Record<string, unknown>,
  logo?: File,
): Promise<{ ok: true; settings: WatermarkSettings } | { ok: false; errors: WatermarkErrors }> {
  const checked = checkWatermarkInput(fields);
  if (!checked.ok) return checked;
  const input = checked.value;
  let logoKey: string | undefined;
  if (input.kind === "logo") {
    try {
      logoKey = logo ? await storeLogo(user.id, logo) : user.watermark?.logoKey;
    } catch (error) {
      if (!(error instanceof LogoRejectedError)) throw error;
      return { ok: false, errors: { logo: error.message } };
    }
    if (!logoKey) return { ok: false, errors: { logo: WATERMARK_MESSAGES.logoMissing } };
  }
  const settings: WatermarkSettings = { ...input, ...(logoKey ? { logoKey } : {}) };
  const { users } = await db();
  await users.update(user.id, { watermark: settings });
  await deleteLogosBut(user.id, logoKey);
  forgetOldPreviews(user.id, settingsHash(settings));
  return { ok: true, settings };
}

export async function removeWatermark(user: User): Promise<void> {
  const { users } = await db();
  await users.update(user.id, { watermark: null });
  await deleteLogosBut(user.id);
  forgetOldPreviews(user.id, null);
}

/**
 * Previews kept under earlier settings are never served again (their key names the settings):
 * deleted after the answer, one listing of the user's folder, without holding the save up.
 */
function forgetOldPreviews(userId: string, current: string | null): void {
  void (async () => {
    const store = objectStore();
    for (const object of await store.list(userFolder(userId))) {
      const name = object.key.slice(object.key.lastIndexOf("/") + 1);
      const hash = WATERMARKED_NAME.exec(name)?.[1];
      if (hash && hash !== current) await store.delete(object.key);
    }
  })().catch((error: unknown) => console.error("Could not delete old watermarked previews", error));
}
