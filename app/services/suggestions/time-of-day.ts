import type { Temperature } from "./colour-names";

export type TimeOfDay = "golden hour" | "morning" | "afternoon" | "evening" | "night";

/**
 * A coarse time of day from the camera's clock. EXIF time is the camera's wall clock, usually
 * without a zone and sometimes never set, so only a broad period is named, and only when the
 * picture agrees: golden hour needs warm light, night needs a dark frame.
 */
export function timeOfDay(
  takenAt: string | null | undefined,
  picture: { brightness: number; temperature: Temperature },
): TimeOfDay | null {
  const hour = Number(/T(\d{2}):\d{2}/.exec(takenAt ?? "")?.[1] ?? NaN);
  if (!Number.isInteger(hour) || hour > 23) return null;
  const nearSunriseOrSunset = (hour >= 6 && hour <= 7) || (hour >= 17 && hour <= 19);
  if (nearSunriseOrSunset && picture.temperature === "warm") return "golden hour";
  if (hour >= 5 && hour < 12) return "morning";
  if (hour >= 12 && hour < 17) return "afternoon";
  if (hour >= 17 && hour < 21) return "evening";
  // A bright frame "at 3 am" is far more likely a clock left unset than a night shot.
  return picture.brightness < 0.45 ? "night" : null;
}
