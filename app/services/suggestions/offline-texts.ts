import { cameraName, exposureText, shutterSeconds } from "./camera-facts";
import { article, capitalise, joinList } from "./phrases";
import { temperatureWord, toneWord, type PhotoReading } from "./photo-reading";
import type { TimeOfDay } from "./time-of-day";

const FORMATS = { landscape: "landscape-format", portrait: "portrait-format", square: "square" };
const DIRECTIONS = { landscape: "horizontal", portrait: "vertical", square: "square" };

const WHEN: Record<TimeOfDay, string> = {
  "golden hour": "at golden hour",
  morning: "in the morning",
  afternoon: "in the afternoon",
  evening: "in the evening",
  night: "at night",
};

/** "Taken on a Canon EOS 5D with the EF 50mm f/1.4 at 50 mm, f/8, 1/250 s, ISO 100, in the evening." */
export function captureSentence({ analysis: { exif }, time }: PhotoReading): string | null {
  const camera = cameraName(exif);
  const settings = exposureText(exif);
  const parts = [
    camera ? `on ${article(camera)} ${camera}` : null,
    camera && exif?.lens ? `with the ${exif.lens}` : null,
    settings ? `at ${settings}` : null,
  ].filter(Boolean);
  if (!parts.length && !time) return null;
  return `Taken ${[parts.join(" "), time && WHEN[time]].filter(Boolean).join(", ")}.`;
}

/** "A dark, cool portrait-format frame dominated by navy, with blue and pale blue." */
export function lookSentence(reading: PhotoReading): string {
  const { analysis, palette } = reading;
  const format = FORMATS[analysis.orientation];
  if (analysis.isBlackAndWhite) {
    const adjectives = [toneWord(reading), "black-and-white", format].filter(Boolean).join(" ");
    return `${capitalise(article(adjectives))} ${adjectives} frame.`;
  }
  const mood = [toneWord(reading), temperatureWord(reading)].filter(Boolean).join(", ");
  const adjectives = [mood, format].filter(Boolean).join(" ");
  const [main, ...rest] = palette.names;
  const others = rest.length ? `, with ${joinList(rest)}` : "";
  return `${capitalise(article(adjectives))} ${adjectives} frame dominated by ${main}${others}.`;
}

/** Only what is knowable: shape, colours, tone. No claim about the subject. */
export function altOf(reading: PhotoReading): string {
  const { analysis, palette } = reading;
  const format = FORMATS[analysis.orientation];
  const overall = toneWord(reading) ? `, ${toneWord(reading)} overall` : "";
  if (analysis.isBlackAndWhite) return `Black-and-white ${format} photograph${overall}.`;
  return `${capitalise(format)} photograph in ${joinList(palette.names)} tones${overall}.`;
}

/** Candidates, most telling first; the caller makes them unique and keeps ten. */
export function tagsOf(reading: PhotoReading): (string | null)[] {
  const { analysis, palette, time, category } = reading;
  const { exif } = analysis;
  const exposure = shutterSeconds(exif?.shutter);
  const focal = exif?.focalLength ?? null;
  const temperature = temperatureWord(reading);
  return [
    category,
    analysis.isBlackAndWhite ? "monochrome" : null,
    time,
    toneWord(reading),
    temperature && `${temperature} tones`,
    ...(analysis.isBlackAndWhite ? [] : palette.names),
    DIRECTIONS[analysis.orientation],
    focal !== null && focal <= 24 ? "wide angle" : null,
    focal !== null && focal >= 85 ? "telephoto" : null,
    exposure !== null && exposure >= 0.5 ? "long exposure" : null,
    exif?.make ? exif.make.split(/\s+/)[0] : null,
  ];
}
