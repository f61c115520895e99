import { nameColour } from "~/services/suggestions/colour-names";
import { readBanner } from "./banner-reading";
import type { ThemeSuggestions } from "./insight-types";
import type { SiteFacts } from "./site-facts";

/** Northern-hemisphere seasons by month (0 = January): the light each one is known for. */
const SEASONS = [
  {
    months: [11, 0, 1],
    idea: "Winter Light: low sun, long shadows and cool whites — a quiet, high-key banner for the darkest months.",
  },
  {
    months: [2, 3, 4],
    idea: "Spring Greens: fresh foliage and soft pastel light — a bright nature banner to open the season.",
  },
  {
    months: [5, 6, 7],
    idea: "Long Summer Evenings: golden-hour warmth and open skies — a warm landscape or travel banner.",
  },
  {
    months: [8, 9, 10],
    idea: "Autumn Colour: ambers, rusts and mist — a warm, slightly moody banner and a matching featured set.",
  },
];

const colourWords = (hexes: string[]) =>
  [...new Set(hexes.map((hex) => nameColour(hex).name))].slice(0, 3).join(", ");

/** Offline theme ideas: the site's categories, colour gaps in the banners and the season. */
export function heuristicThemes(facts: SiteFacts, now = new Date()): ThemeSuggestions {
  const { photos, banners } = facts;
  const readings = banners.map(readBanner).filter((r) => r.appealRating !== null);
  const ideas: string[] = [];
  const [first, second] = photos.categories.filter((c) => c.category !== "other");

  if (first) {
    const colours = photos.commonColours.length
      ? ` in the site's most common colours (${colourWords(photos.commonColours)})`
      : "";
    ideas.push(
      `${first.label} Spotlight: a month of featured ${first.label.toLowerCase()} work, with a banner${colours}.`,
    );
  }
  if (second) {
    ideas.push(
      `${first!.label} meets ${second.label}: pair the two largest categories in one featured set and alternate their banners week by week.`,
    );
  }
  if (!readings.some((r) => r.temperature === "cool")) {
    ideas.push(
      "Blue Hour: a cool, twilight palette of navies and teals — none of the banners is cool yet.",
    );
  }
  if (!readings.some((r) => r.temperature === "warm")) {
    ideas.push("Golden Hour: warm ambers and soft backlight — none of the banners is warm yet.");
  }
  if (!photos.categories.some((c) => c.category === "black-and-white")) {
    ideas.push(
      "Black & White Week: a monochrome banner and featured set; tone and form without colour.",
    );
  }
  ideas.push(SEASONS.find((s) => s.months.includes(now.getMonth()))!.idea);
  if (photos.publicPhotos > 0 && photos.featuredPhotos < Math.min(6, photos.publicPhotos)) {
    ideas.push(
      `Editor's Picks: only ${photos.featuredPhotos} of ${photos.publicPhotos} public photos are featured — choose a themed dozen for the home gallery.`,
    );
  }
  if (photos.photographers > 1) {
    ideas.push(
      `Meet the Photographers: one banner and featured photo per photographer, ${photos.photographers} weeks in turn.`,
    );
  }
  return { source: "heuristic", generatedAt: now.toISOString(), suggestions: ideas.slice(0, 6) };
}
