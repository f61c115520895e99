import type { PhotoDerivative } from "~/data/photos.server";
import type { User } from "~/data/users.server";
import type { DerivativeFormat } from "~/images/encode.server";
import { runImageJob } from "~/images/image-job-queue.server";
import { objectStore, readObject } from "~/storage/store.server";
import { renderWatermarked } from "./render-watermark.server";
import { settingsHash, watermarkedKey } from "./watermark-keys.server";
import type { WatermarkSettings } from "./watermark-settings";

/**
 * Watermarked previews are made on first request and kept like derivatives
 * (docs/decisions/0065-watermarks.md): one per (photo, derivative, settings). Concurrent requests
 * for one that does not exist yet wait for the same making rather than each making it.
 */

const making = new Map<string, Promise<string>>();

/** The store key of `derivative` with the owner's watermark burnt in, made if not kept yet. */
export function keptWatermarked(
  settings: WatermarkSettings,
  derivative: PhotoDerivative,
): Promise<string> {
  const key = watermarkedKey(derivative.key, settingsHash(settings));
  const running = making.get(key);
  if (running) return running;
  const made = makeOnce(key, settings, derivative).finally(() => making.delete(key));
  making.set(key, made);
  return made;
}

async function makeOnce(
  key: string,
  settings: WatermarkSettings,
  derivative: PhotoDerivative,
): Promise<string> {
  const store = objectStore();
  if (await store.head(key)) return key;
  const [input, logo] = await Promise.all([
    readObject(derivative.key),
    settings.kind === "logo" && settings.logoKey ? readObject(settings.logoKey) : undefined,
  ]);
  // In the image queue like every decode (ADR 23, 39): a gallery's first view asks for many
  // previews at once, and they wait their turn in a lane of their own rather than take the
  // machine's memory and both cores from uploads.
  const bytes = await runImageJob(
    "photo",
    () => renderWatermarked(input, derivative.format as DerivativeFormat, { settings, logo }),
    { owner: `watermark:${derivative.key.split("/")[1]}` },
  );
  await store.put(key, bytes, { contentType: `image/${derivative.format}` });
  return key;
}

/** The owner's watermark when it applies to a link that asks for one; else none. */
export function linkWatermark(link: { watermark: boolean }, owner: User) {
  return link.watermark ? (owner.watermark ?? null) : null;
}
