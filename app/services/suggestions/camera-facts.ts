import type { ExifFacts } from "~/images/image-pipeline.server";

/** "Canon EOS 5D", not "Canon Canon EOS 5D": many makers repeat the make in the model. */
export function cameraName(exif: ExifFacts | null): string | null {
  const make = exif?.make?.trim();
  const model = exif?.model?.trim();
  if (!model) return make || null;
  if (!make) return model;
  const brand = make.split(/\s+/)[0].toLowerCase();
  return model.toLowerCase().startsWith(brand) ? model : `${make} ${model}`;
}

/** "1/250" → "1/250 s", "0.4s" → "0.4 s". */
const shutterText = (shutter: string) => shutter.replace(/s$/, "").trim() + " s";

/** "50 mm, f/8, 1/250 s, ISO 100": only the settings the file records. */
export function exposureText(exif: ExifFacts | null): string | null {
  if (!exif) return null;
  const parts = [
    exif.focalLength !== null ? `${exif.focalLength} mm` : null,
    exif.aperture !== null ? `f/${exif.aperture}` : null,
    exif.shutter !== null ? shutterText(exif.shutter) : null,
    exif.iso !== null ? `ISO ${exif.iso}` : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? parts.join(", ") : null;
}

/** Exposure time in seconds from the pipeline's "1/250" or "2s" form. */
export function shutterSeconds(shutter: string | null | undefined): number | null {
  if (!shutter) return null;
  const fraction = /^1\/(\d+(?:\.\d+)?)$/.exec(shutter);
  if (fraction) return 1 / Number(fraction[1]);
  const seconds = Number(shutter.replace(/s$/, ""));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}
