import { readBanner, toAnalysis, type BannerReading } from "./banner-reading";
import type { AiRecommendations, Recommendation, SuggestedRotation } from "./insight-types";
import { categoryLabel, type CategoryCount, type SiteFacts } from "./site-facts";

// Nothing here looked at a picture: the heuristic never claims more than this.
const MAX_CONFIDENCE = 0.8;

const RELATED: Record<string, string[]> = {
  landscape: ["travel", "nature"],
  travel: ["landscape", "street"],
  nature: ["landscape", "macro"],
  street: ["architecture", "black-and-white", "travel"],
  architecture: ["street", "black-and-white"],
  portrait: ["artistic", "black-and-white"],
  "black-and-white": ["artistic", "street", "portrait"],
  artistic: ["black-and-white", "portrait"],
  macro: ["nature"],
};

const appeal = (r: BannerReading) => r.appealRating ?? 0;
const round2 = (n: number) => Math.round(n * 100) / 100;
const quote = (r: BannerReading) => `“${r.bannerName}”`;

function fit(reading: BannerReading, category: string): number {
  if (reading.category === category) return 1;
  return RELATED[category]?.includes(reading.category ?? "") ? 0.5 : 0;
}

function forCategory(
  readings: BannerReading[],
  { category, label, count }: CategoryCount,
  share: number,
): Recommendation | null {
  const scored = readings
    .map((r) => ({ r, score: fit(r, category) * 0.55 + (appeal(r) / 10) * 0.3 + share * 0.15 }))
    .sort((a, b) => b.score - a.score || appeal(b.r) - appeal(a.r));
  const best = scored[0];
  if (!best || fit(best.r, category) === 0) return null;
  const match = fit(best.r, category) === 1 ? "matches" : "sits close to";
  return {
    userType: `${label} photographers`,
    bannerId: best.r.bannerId,
    bannerName: best.r.bannerName,
    confidence: round2(Math.min(MAX_CONFIDENCE, best.score)),
    reason: `${quote(best.r)} ${match} ${label.toLowerCase()} work (${best.r.photographyType.toLowerCase()}, ${best.r.mood.toLowerCase()}), and ${count} of the site's public photos are ${label.toLowerCase()}.`,
  };
}

function forNewVisitors(readings: BannerReading[]): Recommendation | null {
  const best = [...readings].sort((a, b) => appeal(b) - appeal(a))[0];
  if (!best || best.appealRating === null) return null;
  return {
    userType: "First-time visitors",
    bannerId: best.bannerId,
    bannerName: best.bannerName,
    confidence: round2(Math.min(MAX_CONFIDENCE, (best.appealRating / 10) * 0.85)),
    reason: `${quote(best)} rates highest of the banners (${best.appealRating}/10): ${best.visualStyle.toLowerCase()}, ${best.mood.toLowerCase()}${best.scrim <= 0.2 ? ", and white hero text reads well over it" : ""}.`,
  };
}

/** A banner's own subject, when no public photo is in that category yet: weaker evidence. */
function forOwnSubject(reading: BannerReading): Recommendation | null {
  if (!reading.category || reading.appealRating === null) return null;
  const label = categoryLabel(reading.category);
  return {
    userType: `${label} photographers`,
    bannerId: reading.bannerId,
    bannerName: reading.bannerName,
    confidence: round2(0.2 + (reading.appealRating / 10) * 0.3),
    reason: `${quote(reading)} reads as ${reading.photographyType.toLowerCase()} work; no public photos are in that category yet, so this rests on the banner alone.`,
  };
}

function recommend(readings: BannerReading[], facts: SiteFacts): Recommendation[] {
  const total = facts.photos.publicPhotos || 1;
  const candidates = [
    forNewVisitors(readings),
    ...facts.photos.categories
      .filter((c) => c.category !== "other")
      .map((c) => forCategory(readings, c, c.count / total)),
    ...readings
      .filter((r) => !facts.photos.categories.some((c) => c.category === r.category))
      .map(forOwnSubject),
  ].filter((r): r is Recommendation => r !== null);
  const seen = new Set<string>();
  return candidates
    .sort((a, b) => b.confidence - a.confidence)
    .filter((r) => !seen.has(r.userType) && seen.add(r.userType));
}

/** Warm and cool alternate, best first, so consecutive weeks never look alike. */
function rotationOrder(readings: BannerReading[]): BannerReading[] {
  const ranked = [...readings].sort((a, b) => appeal(b) - appeal(a));
  const order: BannerReading[] = [];
  const left = [...ranked];
  while (left.length) {
    const previous = order.at(-1)?.temperature;
    const index = left.findIndex((r) => r.temperature !== previous || r.temperature === "neutral");
    order.push(...left.splice(index === -1 ? 0 : index, 1));
  }
  return order;
}

function rotation(readings: BannerReading[]): SuggestedRotation | null {
  if (readings.length === 0) return null;
  if (readings.length === 1) {
    return {
      schedule: `Keep ${quote(readings[0])} as the default`,
      reasoning:
        "With a single banner there is nothing to rotate: upload two or three more (a warm and a cool one) and the home page can change every week or two.",
    };
  }
  const order = rotationOrder(readings);
  const weekly = readings.length >= 4;
  const temperatures = new Set(readings.map((r) => r.temperature));
  const contrast =
    temperatures.has("warm") && temperatures.has("cool")
      ? "Warm and cool palettes alternate, so returning visitors see a clear change"
      : "All banners share a similar palette; a banner of the opposite temperature would make each change more noticeable";
  return {
    schedule: `${weekly ? "Weekly" : "Every two weeks"}: ${order.map(quote).join(" → ")}`,
    reasoning: `${contrast}. The highest-rated banner (${quote(order[0])}, ${order[0].appealRating ?? "?"}/10) leads; ${weekly ? "with four or more banners a weekly change" : "with few banners a two-week change"} keeps each one from wearing out.`,
  };
}

function insightsOf(readings: BannerReading[], facts: SiteFacts): string[] {
  const { banners, photos } = facts;
  const lines: string[] = [];
  const analysed = readings.filter((r) => r.appealRating !== null);
  lines.push(
    banners.length === 0
      ? "There are no hero banners yet: upload some in Hero Banners to get per-banner analysis and recommendations."
      : `${banners.length} hero banner${banners.length === 1 ? "" : "s"}, ${analysed.length} with colour analysis.`,
  );
  const pending = banners.length - analysed.length;
  if (pending > 0) {
    lines.push(
      `${pending} banner${pending === 1 ? " has" : "s have"} no colour analysis yet: run Extract Colors in Hero Banners so ${pending === 1 ? "it" : "they"} can be judged.`,
    );
  }
  const warm = analysed.filter((r) => r.temperature === "warm").length;
  const cool = analysed.filter((r) => r.temperature === "cool").length;
  if (analysed.length >= 2 && (warm === 0 || cool === 0)) {
    lines.push(
      `None of the banners is ${warm === 0 ? "warm" : "cool"}: a ${warm === 0 ? "warm, golden-hour" : "cool, blue-hour"} banner would widen the range.`,
    );
  }
  const defaultReading = readings.find((r) => banners.find((b) => b.id === r.bannerId)?.isDefault);
  const best = [...analysed].sort((a, b) => appeal(b) - appeal(a))[0];
  if (
    defaultReading &&
    best &&
    best.bannerId !== defaultReading.bannerId &&
    appeal(best) - appeal(defaultReading) >= 1
  ) {
    lines.push(
      `${quote(best)} (${best.appealRating}/10) rates higher than the default, ${quote(defaultReading)} (${defaultReading.appealRating ?? "not rated"}).`,
    );
  }
  for (const r of analysed.filter((r) => r.scrim >= 0.5)) {
    lines.push(
      `${quote(r)} is very light: hero text over it needs a dark overlay to stay readable.`,
    );
  }
  if (photos.publicPhotos === 0) {
    lines.push("No public photos yet: recommendations rest on the banners alone.");
  } else {
    const top = photos.categories[0];
    const share = Math.round((top.count / photos.publicPhotos) * 100);
    lines.push(
      `${photos.publicPhotos} public photo${photos.publicPhotos === 1 ? "" : "s"} from ${photos.photographers} photographer${photos.photographers === 1 ? "" : "s"}; the largest category is ${top.label} (${share} %).`,
    );
  }
  return lines;
}

/** The offline answer: the banners' stored colours and the site's photo statistics, nothing else. */
export function heuristicRecommendations(facts: SiteFacts, now = new Date()): AiRecommendations {
  const readings = facts.banners.map(readBanner);
  return {
    source: "heuristic",
    generatedAt: now.toISOString(),
    insights: insightsOf(readings, facts),
    recommendations: recommend(readings, facts),
    suggestedRotation: rotation(readings.filter((r) => r.appealRating !== null)),
    analysis: readings.map(toAnalysis),
  };
}
