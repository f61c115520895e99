import { contentHash } from "~/images/content-address.server";
import { sharp, untrustedInput } from "~/images/configured-sharp.server";
import { objectStore } from "~/storage/store.server";
import { logoFolder, logoKey } from "./watermark-keys.server";
import { LOGO_MAX_BYTES, LOGO_TYPES, WATERMARK_MESSAGES } from "./watermark-settings";

/** A logo refused with the message the form shows. */
export class LogoRejectedError extends Error {}

/** Logos are drawn at most this wide or high: the largest preview is 2560 px wide. */
const LOGO_MAX_SIDE = 2000;
const MIN_SIDE = 16;
const DECODED_FORMATS = new Set(["png", "jpeg", "webp"]);

/**
 * Checks an uploaded logo and stores it (docs/decisions/0065-watermarks.md): PNG, JPEG or WebP by
 * its type and by what sharp decodes it as, at most LOGO_MAX_BYTES, re-encoded as PNG (turned
 * upright, no metadata kept, at most 2000 px a side) under `watermark/{userId}/`. Returns its key.
 */
export async function storeLogo(userId: string, file: File): Promise<string> {
  if (file.size > LOGO_MAX_BYTES) throw new LogoRejectedError(WATERMARK_MESSAGES.logoTooLarge);
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) {
    throw new LogoRejectedError(WATERMARK_MESSAGES.logoType);
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  let png: Buffer;
  try {
    const meta = await sharp(bytes, untrustedInput).metadata();
    if (!DECODED_FORMATS.has(meta.format ?? "")) {
      throw new LogoRejectedError(WATERMARK_MESSAGES.logoType);
    }
    if ((meta.width ?? 0) < MIN_SIDE || (meta.height ?? 0) < MIN_SIDE) {
      throw new LogoRejectedError(WATERMARK_MESSAGES.logoTooSmall);
    }
    png = await sharp(bytes, untrustedInput)
      .rotate()
      .resize({
        width: LOGO_MAX_SIDE,
        height: LOGO_MAX_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .ensureAlpha()
      .png()
      .toBuffer();
  } catch (error) {
    if (error instanceof LogoRejectedError) throw error;
    throw new LogoRejectedError(WATERMARK_MESSAGES.logoUnreadable);
  }
  const key = logoKey(userId, contentHash(png));
  await objectStore().put(key, png, { contentType: "image/png" });
  return key;
}

/** Deletes the user's logos but `keep` (the one in use, if any): after a replace or a removal. */
export async function deleteLogosBut(userId: string, keep?: string): Promise<void> {
  const store = objectStore();
  for (const object of await store.list(logoFolder(userId))) {
    if (object.key !== keep) await store.delete(object.key);
  }
}
