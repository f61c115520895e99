import { db } from "~/data/db.server";
import type { Photo } from "~/data/photos.server";
import type { User } from "~/data/users.server";
import { derivativeUrlOf, visiblePhoto } from "~/services/photos/index.server";
import type { Sized } from "./fit-size";

export interface WebImage extends Sized {
  /** Absolute: an oEmbed consumer fetches it from elsewhere. */
  url: string;
}

/**
 * A photo's JPEG derivatives at the URLs its public pages show them (the one photo rule,
 * `derivativeUrlOf`: the publication key, and the `wm-` copy while the owner's watermark is on,
 * docs/decisions/0065-watermarks.md), with their exact sizes. Empty unless a visitor may see it.
 */
export function webImagesOf(photo: Photo | null, owner: User, origin: string): WebImage[] {
  const visible = visiblePhoto(photo, null, owner.id);
  if (!visible) return [];
  const urlOf = derivativeUrlOf(visible, owner);
  return visible.derivatives
    .filter((derivative) => derivative.format === "jpeg")
    .map((derivative) => ({
      url: `${origin}${urlOf(derivative)}`,
      width: derivative.width,
      height: derivative.height,
    }));
}

/** The same, read by id. */
export async function webImagesById(photoId: string, owner: User, origin: string) {
  const { photos } = await db();
  return webImagesOf(await photos.findById(photoId), owner, origin);
}
