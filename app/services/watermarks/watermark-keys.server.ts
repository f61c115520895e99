import { createHash } from "node:crypto";
import { objectKey } from "~/storage/object-store";
import type { WatermarkSettings } from "./watermark-settings";

/**
 * Where watermarks live in the store (docs/decisions/0065-watermarks.md):
 * - a watermarked preview next to the derivative it is made from, in the photo's folder, so
 *   deleting the photo's prefix deletes it: `photo/{u}/{p}/wm-{settings}-w1280-1a2b3c4d.jpg`;
 * - the logo under a root of its own like avatars (`watermark/{u}/logo-{hash}.png`), so backups
 *   copy it as listed and account deletion removes the folder.
 */

/** Bumped when the drawing changes, so every kept preview is made again with the new look. */
const RENDER_VERSION = 1;

/**
 * 8 hex digits of what the pixels depend on (not `onPortfolio`): a change of settings names new
 * previews, and old ones are never served again.
 */
export function settingsHash(settings: WatermarkSettings): string {
  const drawn = [
    RENDER_VERSION,
    settings.kind,
    settings.kind === "text" ? settings.text : settings.logoKey,
    settings.position,
    settings.size,
    settings.opacity,
  ];
  return createHash("sha256").update(JSON.stringify(drawn)).digest("hex").slice(0, 8);
}

export const WATERMARKED_NAME = /^wm-([0-9a-f]{8})-/;

/** A derivative's file name (`w1280-1a2b3c4d.jpg`) with the watermark of `hash` burnt in. */
export const watermarkedName = (name: string, hash: string) => `wm-${hash}-${name}`;

/** The kept watermarked copy of a derivative's key under the settings' hash. */
export function watermarkedKey(derivativeKey: string, hash: string): string {
  const slash = derivativeKey.lastIndexOf("/");
  return `${derivativeKey.slice(0, slash)}/${watermarkedName(derivativeKey.slice(slash + 1), hash)}`;
}

/**
 * The owner's watermark when they turned it on for the public portfolio ("Also on my public
 * portfolio"), else null: then every public image of theirs is served watermarked, at URLs of
 * its own (docs/decisions/0065-watermarks.md, 2026-11-27 amendment).
 */
export function portfolioWatermark(owner: {
  watermark?: WatermarkSettings | null;
}): WatermarkSettings | null {
  return owner.watermark?.onPortfolio ? owner.watermark : null;
}

export const logoFolder = (userId: string) => `${objectKey("watermark", userId)}/`;

export const logoKey = (userId: string, contentHash: string) =>
  objectKey("watermark", userId, `logo-${contentHash.slice(0, 16)}.png`);
