import type { Photo, PhotoDerivative } from "~/data/photos.server";
import { displayName, type NamedUser } from "~/utils/display-name";
import { describeLicense, type LicenseValue } from "~/utils/photo-rights";
import type { PhotoExifView, PhotoSources, PhotoView } from "~/utils/photo-view";
import { derivativeUrlOf, type UrlOwner } from "./photo-access.server";
import { mediaUrl } from "./photo-keys.server";
import { effectiveLicense, rightsView } from "./photo-rights.server";

const DISPLAY_WIDTH = 1280;

/** Where a derivative is served: its store key's URL (hero banners) unless told otherwise. */
export type DerivativeUrl = (derivative: PhotoDerivative) => string;
const atStoreKey: DerivativeUrl = (d) => mediaUrl(d.key);

const srcset = (derivatives: PhotoDerivative[], format: string, urlOf: DerivativeUrl) =>
  derivatives
    .filter((d) => d.format === format)
    .sort((a, b) => a.width - b.width)
    .map((d) => `${urlOf(d)} ${d.width}w`)
    .join(", ");

/**
 * The AVIF, WebP and JPEG `srcset`s of stored derivatives (photos and hero banners alike); a
 * photo's go through `derivativeUrlOf(photo)`, the rule for its public or private URLs.
 */
export const sourcesOf = (
  derivatives: PhotoDerivative[],
  urlOf: DerivativeUrl = atStoreKey,
): PhotoSources => ({
  avif: srcset(derivatives, "avif", urlOf),
  webp: srcset(derivatives, "webp", urlOf),
  jpeg: srcset(derivatives, "jpeg", urlOf),
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

/** Who a photo belongs to, as far as its view needs: their name, default licence and watermark. */
export type PhotoOwner = NamedUser & { defaultLicense?: LicenseValue | null } & UrlOwner;

function licenseView(license: LicenseValue | undefined) {
  if (!license) return {};
  const { name, url } = describeLicense(license);
  return { license, licenseName: name, ...(url ? { licenseUrl: url } : {}) };
}

/**
 * A photo as the viewer sees it; whether they may see it at all is `canSeePhoto`'s call. `urlOf`
 * places its images elsewhere than the photo rule's URLs (a share link's own, ADR 63).
 */
export function toPhotoView(
  photo: Photo,
  owner: PhotoOwner,
  urlOf: DerivativeUrl = derivativeUrlOf(photo, owner),
): PhotoView {
  const sources = sourcesOf(photo.derivatives, urlOf);
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
    imageUrl: display ? urlOf(display) : "",
    width: photo.width ?? display?.width ?? 0,
    height: photo.height ?? display?.height ?? 0,
    placeholder: photo.placeholder ?? null,
    dominantColor: photo.dominantColors?.[0] ?? null,
    sources,
    photographer: displayName(owner),
    photographerUsername: owner.username ?? "",
    exif: exifView(photo.exif),
    rights: rightsView(photo.rights),
    ...licenseView(effectiveLicense(photo, owner)),
    licenseIsDefault: photo.license === undefined,
    createdAt: photo.createdAt.toISOString(),
    userId: photo.userId,
  };
}
