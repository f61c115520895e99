import readExif from "exif-reader";

/** What a portfolio may show about how a photo was taken. Never includes the position. */
export interface ExifFacts {
  make: string | null;
  model: string | null;
  lens: string | null;
  /** Millimetres. */
  focalLength: number | null;
  /** The f-number, e.g. 5.6. */
  aperture: number | null;
  /** Exposure time as photographers write it: "1/250", "0.4s", "2s". */
  shutter: string | null;
  iso: number | null;
  /** When the shutter fired, camera wall-clock time ("2008-01-22T03:28:22"), offset if recorded. */
  takenAt: string | null;
}

/** Private to the owner: stored, never published (docs/product.md#image-pipeline). */
export interface GpsPosition {
  latitude: number;
  longitude: number;
  altitude: number | null;
}

type Parsed = ReturnType<typeof readExif>;

const text = (value: unknown) =>
  typeof value === "string" && value.replace(/\0/g, "").trim()
    ? value.replace(/\0/g, "").trim()
    : null;
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
/** A positive number, rounded; some cameras write a list where one value is expected. */
const positive = (value: unknown, places = 4) => {
  const number = Array.isArray(value) ? value[0] : value;
  return typeof number === "number" && Number.isFinite(number) && number > 0
    ? round(number, places)
    : null;
};

export function formatShutter(seconds: number): string {
  if (seconds >= 1) return `${round(seconds, 1)}s`;
  const denominator = 1 / seconds;
  // Cameras store 1/250 as a rational; anything close to 1/N is shown that way.
  if (Math.abs(denominator - Math.round(denominator)) / denominator < 0.03) {
    return `1/${Math.round(denominator)}`;
  }
  return `${round(seconds, 2)}s`;
}

function takenAt(photo: Parsed["Photo"]): string | null {
  const date = photo?.DateTimeOriginal ?? photo?.DateTimeDigitized;
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return null;
  // exif-reader reads the zone-less EXIF time as UTC; keep it as the wall-clock time it is.
  const offset = text(photo?.OffsetTimeOriginal);
  return date.toISOString().slice(0, 19) + (offset && /^[+-]\d\d:\d\d$/.test(offset) ? offset : "");
}

function degrees(value: unknown, ref: unknown, negativeRef: string): number | null {
  if (!Array.isArray(value) || value.length !== 3 || !value.every(Number.isFinite)) return null;
  const [d, m, s] = value as number[];
  const magnitude = d + m / 60 + s / 3600;
  return round(ref === negativeRef ? -magnitude : magnitude, 6);
}

function gpsOf(gps: Parsed["GPSInfo"]): GpsPosition | null {
  const latitude = degrees(gps?.GPSLatitude, gps?.GPSLatitudeRef, "S");
  const longitude = degrees(gps?.GPSLongitude, gps?.GPSLongitudeRef, "W");
  if (latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const altitude = typeof gps?.GPSAltitude === "number" ? gps.GPSAltitude : null;
  return {
    latitude,
    longitude,
    altitude: altitude === null ? null : round(gps?.GPSAltitudeRef === 1 ? -altitude : altitude, 1),
  };
}

/** Facts and position from a raw EXIF block (sharp's `metadata().exif`); bad EXIF reads as none. */
export function readExifFacts(exif: Buffer | undefined): {
  exif: ExifFacts | null;
  gps: GpsPosition | null;
} {
  if (!exif) return { exif: null, gps: null };
  let parsed: Parsed;
  try {
    parsed = readExif(exif);
  } catch {
    return { exif: null, gps: null };
  }
  const { Image: image, Photo: photo } = parsed;
  const exposure = positive(photo?.ExposureTime, 6);
  const iso = positive(photo?.ISOSpeedRatings, 0);
  return {
    exif: {
      make: text(image?.Make),
      model: text(image?.Model),
      lens: text(photo?.LensModel),
      focalLength: positive(photo?.FocalLength, 1),
      aperture: positive(photo?.FNumber, 1),
      shutter: exposure === null ? null : formatShutter(exposure),
      iso,
      takenAt: takenAt(photo),
    },
    gps: gpsOf(parsed.GPSInfo),
  };
}
