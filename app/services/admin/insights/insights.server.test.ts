import { rmSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createUser, tempDataDir } from "~/services/photos/test-support";
import {
  startOpenAiStandIn,
  type ChatRequestBody,
  type OpenAiStandIn,
} from "../../../../tests/stand-ins/openai";
import { BLUE_HARBOUR, GOLDEN_VALLEY, UNANALYSED } from "./test-facts";

const dataDir = tempDataDir("viewfinder-admin-insights-");
const { db, closeDatabase } = await import("~/data/db.server");
const { analyseBanners, suggestThemes } = await import("./index.server");

let standIn: OpenAiStandIn;
const settings = () => ({
  apiKey: standIn.apiKey,
  baseURL: standIn.url,
  model: "stand-in-insights",
});

const systemPrompt = (body: ChatRequestBody) => String(body.messages[0]?.content);
const userFacts = (body: ChatRequestBody) => JSON.parse(String(body.messages[1]?.content));

const modelRecommendations = {
  insights: ["The banners lean warm.", "Landscape dominates the public photos."],
  recommendations: [
    {
      userType: "Travel photographers",
      bannerId: BLUE_HARBOUR.id,
      reason: "Calm water.",
      confidence: 0.64,
    },
    // Percent instead of a fraction, and an id the model made up.
    {
      userType: "Landscape photographers",
      bannerId: GOLDEN_VALLEY.id,
      reason: "Wide valley.",
      confidence: 91,
    },
    { userType: "Night owls", bannerId: "invented", reason: "Dark.", confidence: "0.2" },
  ],
  suggestedRotation: {
    schedule: "Golden Valley for two weeks, then Blue Harbour",
    reasoning: "Warm then cool.",
  },
  analysis: [
    {
      bannerId: GOLDEN_VALLEY.id,
      visualStyle: "Painterly golden light",
      mood: "Nostalgic",
      photographyType: "Landscape",
      appealRating: 8.66,
      colorPalette: "#c98a3a, #3b2a1a",
      targetAudience: "Landscape lovers",
    },
    {
      bannerId: "invented",
      visualStyle: "x",
      mood: "x",
      photographyType: "x",
      appealRating: 3,
      colorPalette: [],
      targetAudience: "x",
    },
  ],
};

beforeAll(async () => {
  const { heroImages, photos } = await db();
  for (const banner of [GOLDEN_VALLEY, BLUE_HARBOUR, UNANALYSED]) {
    await heroImages.create({ ...banner, url: `/media/hero/${banner.id}/w1280.jpg` });
  }
  const owner = await createUser("lumen");
  for (const [category, n] of [
    ["landscape", 3],
    ["portrait", 1],
  ] as const) {
    for (let i = 0; i < n; i++) {
      await photos.create({
        userId: owner.id,
        title: `${category} ${i}`,
        category,
        isPublic: true,
        dominantColors: ["#c98a3a"],
      });
    }
  }
  // Private photos are not what visitors see: they must not count.
  await photos.create({ userId: owner.id, title: "Private", category: "street", isPublic: false });
  standIn = await startOpenAiStandIn();
});
beforeEach(() => {
  standIn.configure({});
  standIn.requests.length = 0;
});
afterAll(async () => {
  await standIn.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("analyseBanners without an AI provider", () => {
  it("answers with the heuristic from the stored banners and public photos", async () => {
    const result = await analyseBanners({ openAi: null });
    expect(result.source).toBe("heuristic");
    expect(result.providerError).toBeUndefined();
    expect(result.analysis.map((a) => a.bannerName)).toEqual([
      "Golden Valley",
      "Blue Harbour",
      "Fresh upload",
    ]);
    expect(result.insights).toContain("3 hero banners, 2 with colour analysis.");
    expect(result.insights).toContain(
      "4 public photos from 1 photographer; the largest category is Landscape (75 %).",
    );
    expect(result.recommendations[0].confidence).toBeLessThanOrEqual(0.8);
    expect(standIn.requests).toHaveLength(0);
  });

  it("gives theme ideas from the same facts", async () => {
    const result = await suggestThemes({ openAi: null, now: new Date("2026-07-01") });
    expect(result.source).toBe("heuristic");
    expect(result.suggestions[0]).toMatch(/^Landscape Spotlight/);
    expect(result.suggestions.some((s) => s.startsWith("Long Summer Evenings"))).toBe(true);
  });
});

describe("analyseBanners with the OpenAI-compatible stand-in", () => {
  it("sends the banners' colours and the photo statistics, and keeps only real banners", async () => {
    standIn.configure({ reply: () => modelRecommendations });
    const result = await analyseBanners({ openAi: settings() });

    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request.authorization).toBe(`Bearer ${standIn.apiKey}`);
    expect(request.body.model).toBe("stand-in-insights");
    expect(request.body.response_format).toEqual({ type: "json_object" });
    const sent = userFacts(request.body);
    expect(sent.banners.map((b: { bannerId: string }) => b.bannerId)).toEqual([
      GOLDEN_VALLEY.id,
      BLUE_HARBOUR.id,
      UNANALYSED.id,
    ]);
    expect(sent.banners[0].colors).toEqual(GOLDEN_VALLEY.colors);
    expect(sent.photos).toMatchObject({ publicPhotos: 4, photographers: 1 });

    expect(result.source).toBe("openai");
    expect(result.recommendations.map((r) => [r.userType, r.confidence, r.bannerName])).toEqual([
      ["Landscape photographers", 0.91, "Golden Valley"],
      ["Travel photographers", 0.64, "Blue Harbour"],
      ["Night owls", 0.2, null],
    ]);
    expect(result.analysis).toEqual([
      {
        bannerId: GOLDEN_VALLEY.id,
        bannerName: "Golden Valley",
        visualStyle: "Painterly golden light",
        mood: "Nostalgic",
        photographyType: "Landscape",
        appealRating: 8.7,
        colorPalette: ["#c98a3a", "#3b2a1a"],
        targetAudience: "Landscape lovers",
      },
    ]);
    expect(result.suggestedRotation).toEqual(modelRecommendations.suggestedRotation);
    expect(result.insights).toEqual(modelRecommendations.insights);
  });

  it("falls back to the heuristic, saying so, when the provider fails", async () => {
    standIn.configure({ status: 500 });
    const result = await analyseBanners({ openAi: settings() });
    expect(standIn.requests).toHaveLength(1);
    expect(result.source).toBe("heuristic");
    expect(result.providerError).toMatch(/did not answer/);
    expect(result.analysis).toHaveLength(3);
  });

  it("falls back when the answer is unusable or too slow", async () => {
    standIn.configure({ reply: () => "this is not JSON" });
    expect((await analyseBanners({ openAi: settings() })).providerError).toBeDefined();
    standIn.configure({ reply: () => ({ ...modelRecommendations, analysis: [] }) });
    expect((await analyseBanners({ openAi: settings() })).source).toBe("heuristic");

    standIn.configure({ reply: () => modelRecommendations, delayMs: 2000 });
    const started = Date.now();
    const slow = await analyseBanners({ openAi: settings(), timeoutMs: 300 });
    expect(slow.source).toBe("heuristic");
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("asks for theme ideas with its own instructions", async () => {
    standIn.configure({
      reply: (body) =>
        systemPrompt(body).includes("suggest themes")
          ? {
              suggestions: [
                "Harbour Nights: cool blues after dark.",
                "Valley Gold: warm evenings.",
              ],
            }
          : modelRecommendations,
    });
    const result = await suggestThemes({ openAi: settings() });
    expect(result).toMatchObject({
      source: "openai",
      suggestions: ["Harbour Nights: cool blues after dark.", "Valley Gold: warm evenings."],
    });
    standIn.configure({ reply: () => ({ ideas: "none" }) });
    const fallback = await suggestThemes({ openAi: settings() });
    expect(fallback.source).toBe("heuristic");
    expect(fallback.providerError).toBeDefined();
  });
});
