import { describe, expect, it } from "vitest";
import { readBanner } from "./banner-reading";
import { heuristicRecommendations } from "./heuristic-recommendations";
import { heuristicThemes } from "./heuristic-themes";
import {
  BLUE_HARBOUR,
  EMPTY_SITE,
  facts,
  GOLDEN_VALLEY,
  QUIET_FOREST,
  SNOW_STUDY,
  UNANALYSED,
} from "./test-facts";

const NOW = new Date("2026-11-22T12:00:00Z");

describe("reading a banner from its stored colours", () => {
  it("names style, mood, subject, palette and audience from the analysis", () => {
    const valley = readBanner(GOLDEN_VALLEY);
    expect(valley).toMatchObject({
      bannerId: "b-golden",
      bannerName: "Golden Valley",
      mood: "Warm and relaxed",
      // The name says valley: words beat colours.
      photographyType: "Landscape",
      colorPalette: ["#c98a3a", "#3b2a1a", "#f2d6a2"],
      category: "landscape",
      temperature: "warm",
    });
    expect(valley.visualStyle).toMatch(/colour, (high|balanced|soft) contrast$/);
    expect(valley.targetAudience).toMatch(/Landscape/);
  });

  it("uses the title before the file name, and reads the subject from colour when words say nothing", () => {
    expect(readBanner(BLUE_HARBOUR)).toMatchObject({
      bannerName: "Blue Harbour",
      mood: "Calm and dramatic",
      photographyType: "Travel and coast",
    });
    expect(readBanner(QUIET_FOREST)).toMatchObject({
      photographyType: "Nature",
      category: "nature",
    });
    expect(readBanner(SNOW_STUDY)).toMatchObject({
      visualStyle: expect.stringMatching(/^Monochrome/),
      photographyType: "Black and white, fine art",
      mood: "Light and neutral",
    });
  });

  it("rates appeal out of 10, lower when white text needs a heavy scrim", () => {
    const ratings = [GOLDEN_VALLEY, BLUE_HARBOUR, QUIET_FOREST, SNOW_STUDY].map(
      (b) => readBanner(b).appealRating!,
    );
    for (const rating of ratings) {
      expect(rating).toBeGreaterThanOrEqual(0);
      expect(rating).toBeLessThanOrEqual(10);
    }
    // Near-white snow makes white hero text unreadable without a dark overlay.
    expect(readBanner(SNOW_STUDY).appealRating!).toBeLessThan(
      readBanner(BLUE_HARBOUR).appealRating!,
    );
  });

  it("does not pretend to judge a banner that has no colour analysis", () => {
    expect(readBanner(UNANALYSED)).toMatchObject({
      visualStyle: "Not analysed yet",
      appealRating: null,
      colorPalette: [],
    });
  });
});

describe("heuristic recommendations", () => {
  const all = [GOLDEN_VALLEY, BLUE_HARBOUR, QUIET_FOREST, SNOW_STUDY, UNANALYSED];

  it("recommends banners per kind of visitor, best first, with honest confidence", () => {
    const result = heuristicRecommendations(facts(all), NOW);
    expect(result.source).toBe("heuristic");
    expect(result.generatedAt).toBe(NOW.toISOString());
    expect(result.recommendations.length).toBeGreaterThanOrEqual(3);
    const confidences = result.recommendations.map((r) => r.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
    for (const c of confidences) {
      expect(c).toBeGreaterThan(0);
      expect(c).toBeLessThanOrEqual(0.8);
    }
    // The site is mostly landscape: landscape photographers get the valley.
    expect(
      result.recommendations.find((r) => r.userType === "Landscape photographers"),
    ).toMatchObject({
      bannerId: "b-golden",
      bannerName: "Golden Valley",
      reason: expect.stringContaining("12 of the site's public photos are landscape"),
    });
    expect(new Set(result.recommendations.map((r) => r.userType)).size).toBe(
      result.recommendations.length,
    );
  });

  it("analyses every banner and rotates only analysed ones, alternating warm and cool", () => {
    const result = heuristicRecommendations(facts(all), NOW);
    expect(result.analysis.map((a) => a.bannerId)).toEqual(all.map((b) => b.id));
    expect(result.analysis[0]).not.toHaveProperty("category");
    const rotation = result.suggestedRotation!;
    expect(rotation.schedule).toMatch(/^Weekly: /);
    expect(rotation.schedule).not.toContain("Fresh upload");
    const order = rotation.schedule.replace("Weekly: ", "").split(" → ");
    expect(order).toHaveLength(4);
    const warmIndex = order.indexOf("“Golden Valley”");
    const coolIndex = order.indexOf("“Blue Harbour”");
    expect(Math.abs(warmIndex - coolIndex)).not.toBe(0);
    expect(rotation.reasoning).toMatch(/Warm and cool palettes alternate/);
  });

  it("says what it found: counts, missing analysis, the largest category", () => {
    const { insights } = heuristicRecommendations(facts(all), NOW);
    expect(insights).toContain("5 hero banners, 4 with colour analysis.");
    expect(insights.some((i) => i.startsWith("1 banner has no colour analysis yet"))).toBe(true);
    expect(insights).toContain(
      "20 public photos from 3 photographers; the largest category is Landscape (60 %).",
    );
    expect(insights).toContain(
      "“Snow study” is very light: hero text over it needs a dark overlay to stay readable.",
    );
    expect(insights.some((i) => /rates higher than the default, “Golden Valley”/.test(i))).toBe(
      true,
    );
  });

  it("with one banner and no photos still answers, and says why it is thin", () => {
    const result = heuristicRecommendations(facts([BLUE_HARBOUR], EMPTY_SITE), NOW);
    expect(result.recommendations[0]).toMatchObject({
      userType: "First-time visitors",
      bannerName: "Blue Harbour",
    });
    expect(result.suggestedRotation?.schedule).toBe("Keep “Blue Harbour” as the default");
    expect(result.insights).toContain(
      "No public photos yet: recommendations rest on the banners alone.",
    );
  });

  it("with no banners at all points to Hero Banners", () => {
    const result = heuristicRecommendations(facts([], EMPTY_SITE), NOW);
    expect(result.recommendations).toEqual([]);
    expect(result.analysis).toEqual([]);
    expect(result.suggestedRotation).toBeNull();
    expect(result.insights[0]).toMatch(/no hero banners yet/);
  });
});

describe("heuristic theme ideas", () => {
  it("builds on the largest categories, fills colour gaps and follows the season", () => {
    const { suggestions, source } = heuristicThemes(facts([GOLDEN_VALLEY]), NOW);
    expect(source).toBe("heuristic");
    expect(suggestions[0]).toMatch(/^Landscape Spotlight: .*\(orange, navy\)/);
    expect(suggestions).toContain(
      "Landscape meets Portrait: pair the two largest categories in one featured set and alternate their banners week by week.",
    );
    expect(suggestions.some((s) => s.startsWith("Blue Hour"))).toBe(true);
    expect(suggestions.some((s) => s.startsWith("Golden Hour"))).toBe(false);
    expect(suggestions.some((s) => s.startsWith("Autumn Colour"))).toBe(true);
    expect(suggestions.length).toBeLessThanOrEqual(6);
  });

  it("gives ideas on an empty site too", () => {
    const { suggestions } = heuristicThemes(facts([], EMPTY_SITE), new Date("2026-04-01"));
    expect(suggestions.some((s) => s.startsWith("Spring Greens"))).toBe(true);
    expect(suggestions.length).toBeGreaterThanOrEqual(3);
  });
});
