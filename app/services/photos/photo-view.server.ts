import type { Photo, PhotoDerivative } from "~/data/photos.server";
import { displayName, type NamedUser } from "~/utils/display-name";
import type { PhotoExifView, PhotoSources, PhotoView } from "~/utils/photo-view";
import { mediaUrl } from "./photo-keys.server";

const DISPLAY_WIDTH = 1280;

const srcset = (derivatives: PhotoDerivative[], format: string) =>
  derivatives
    .filter((d) => d.format === format)
    .sort((a, b) => a.width - b.width)
    .map((d) => `${mediaUrl(d.key)} ${d.width}w`)
    .join(", ");

/** The AVIF, WebP and JPEG `srcset`s of stored derivatives (photos and hero banners alike). */
export const sourcesOf = (derivatives: PhotoDerivative[]): PhotoSources => ({
  avif: srcset(derivatives, "avif"),
  webp: srcset(derivatives, "webp"),
  jpeg: srcset(derivatives, "jpeg"),
});

/** The widest JPEG not above 1280 px; a photo narrower than every step has only its own width. */
function displayJpeg(derivatives: PhotoDerivative[]): PhotoDerivative | undefined {
  const jpegs = derivatives.filter((d) => d.format === "jpeg").sort((a, b) => a.width - b.width);
  return jpegs.filter((d) => d.width <= DISPLAY_WIDTH).at(-1) ?? jpegs[0];
}

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);
const number = (value: unknown) => (typeof value === "number" ? value : undefined);

/** Make and model read as one name; most cameras repeat the make in the model ("Canon EOS 40D"). */
function cameraName(make?: string, model?: string): string | undefined {
  if (!make || !model) return model ?? make;
  return model.toLowerCase().startsWith(make.toLowerCase().split(" ")[0]!)
    ? model
    : `${make} ${model}`;
}

/** Public shooting facts only: the position (stored apart, in `gps`) never leaves the server. */
function exifView(exif: Photo["exif"]): PhotoExifView | null {
  if (!exif) return null;
  const view: PhotoExifView = {
    camera: cameraName(text(exif.make), text(exif.model)),
    lens: text(exif.lens),
    focalLength: number(exif.focalLength),
    aperture: number(exif.aperture),
    shutter: text(exif.shutter),
    iso: number(exif.iso),
    takenAt: text(exif.takenAt),
  };
  const present = Object.entries(view).filter(([, value]) => value !== undefined);
  return present.length ? (Object.fromEntries(present) as PhotoExifView) : null;
}

export function toPhotoView(photo: Photo, owner: NamedUser): PhotoView {
  const sources = sourcesOf(photo.derivatives);
  const display = displayJpeg(photo.derivatives);
  return {
    id: photo.id,
    title: photo.title,
    description: photo.description,
    category: photo.category,
    tags: photo.tags,
    featured: photo.featured,
    isPublic: photo.isPublic,
    aiAltText: photo.aiAltText ?? null,
    aiTags: photo.aiTags,
    imageType: "photo",
    imageUrl: display ? mediaUrl(display.key) : "",
    width: photo.width ?? display?.width ?? 0,
    height: photo.height ?? display?.height ?? 0,
    placeholder: photo.placeholder ?? null,
    dominantColor: photo.dominantColors?.[0] ?? null,
    sources,
    photographer: displayName(owner),
    photographerUsername: owner.username ?? "",
    exif: exifView(photo.exif),
    createdAt: photo.createdAt.toISOString(),
    userId: photo.userId,
  };
}
