import { z } from "zod";
import {
  askOpenAiForJson,
  unfence,
  type OpenAiSettings,
} from "~/services/suggestions/openai-provider.server";
import type { AiRecommendations, ThemeSuggestions } from "./insight-types";
import type { SiteFacts } from "./site-facts";

/** The model answered, but not with usable insights. */
export class InsightsAnswerError extends Error {
  name = "InsightsAnswerError";
}

const RECOMMENDATION_INSTRUCTIONS = `You advise the administrator of a photography portfolio platform on its home-page hero banners.
You get the banners (with their analysed colours: hex with percentage of the picture, dominant colour, mood, brightness) and statistics of the site's public photos.
Answer with one JSON object and nothing else:
{"insights": string[], "recommendations": [{"userType": string, "bannerId": string, "reason": string, "confidence": number}], "suggestedRotation": {"schedule": string, "reasoning": string}, "analysis": [{"bannerId": string, "visualStyle": string, "mood": string, "photographyType": string, "appealRating": number, "colorPalette": string[], "targetAudience": string}]}
- insights: 2 to 5 short observations about the banners and the site.
- recommendations: which banner suits which kind of visitor or photographer, best first; confidence between 0 and 1.
- suggestedRotation: a schedule naming banners in order, and why.
- analysis: one entry per banner, bannerId as given; appealRating out of 10; colorPalette as #rrggbb values.
Base everything on the data given; do not invent banners.`;

const THEME_INSTRUCTIONS = `You suggest themes for a photography portfolio platform: seasonal or subject themes for hero banners and featured photo sets.
You get the banners' colours and statistics of the site's public photos.
Answer with one JSON object and nothing else: {"suggestions": string[]} — 4 to 6 ideas, each one sentence starting with a short theme name and a colon.`;

function factsMessage(facts: SiteFacts, now: Date): string {
  const banners = facts.banners.map((b) => ({
    bannerId: b.id,
    name: b.title || b.name,
    description: b.description,
    isDefault: b.isDefault,
    dominantColor: b.dominantColor,
    mood: b.mood,
    brightness: b.brightness,
    colors: b.colors,
  }));
  return JSON.stringify({ today: now.toISOString().slice(0, 10), banners, photos: facts.photos });
}

async function askForJson(
  settings: OpenAiSettings,
  instructions: string,
  content: string,
  signal: AbortSignal,
): Promise<unknown> {
  const answer = await askOpenAiForJson(settings, instructions, content, signal);
  try {
    return JSON.parse(unfence(answer ?? ""));
  } catch {
    throw new InsightsAnswerError("The model's answer is not JSON");
  }
}

const text = z.string().trim().min(1).max(600);
/** Models write 0.82, "82%" or 82 for the same thing. */
const fraction = z.union([z.number(), z.string()]).transform((raw) => {
  const n = typeof raw === "number" ? raw : parseFloat(raw);
  if (!Number.isFinite(n)) return 0;
  return Math.min(1, Math.max(0, n > 1 ? n / 100 : n));
});
const outOfTen = z.union([z.number(), z.string()]).transform((raw) => {
  const n = typeof raw === "number" ? raw : parseFloat(raw);
  return Number.isFinite(n) ? Math.round(Math.min(10, Math.max(0, n)) * 10) / 10 : null;
});
const palette = z.union([z.array(z.string()), z.string()]).transform((raw) =>
  (Array.isArray(raw) ? raw : raw.split(/[,;]\s*/))
    .map((c) => c.trim())
    .filter(Boolean)
    .slice(0, 8),
);

const recommendationsAnswer = z.object({
  insights: z.array(text).default([]),
  recommendations: z
    .array(
      z.object({
        userType: text,
        bannerId: z.string().optional(),
        reason: text,
        confidence: fraction,
      }),
    )
    .default([]),
  suggestedRotation: z.object({ schedule: text, reasoning: text }).nullable().optional(),
  analysis: z
    .array(
      z.object({
        bannerId: z.string(),
        visualStyle: text,
        mood: text,
        photographyType: text,
        appealRating: outOfTen,
        colorPalette: palette.default([]),
        targetAudience: text,
      }),
    )
    .default([]),
});

export async function recommendWithOpenAi(
  facts: SiteFacts,
  settings: OpenAiSettings,
  signal: AbortSignal,
  now = new Date(),
): Promise<AiRecommendations> {
  const json = await askForJson(
    settings,
    RECOMMENDATION_INSTRUCTIONS,
    factsMessage(facts, now),
    signal,
  );
  const parsed = recommendationsAnswer.safeParse(json);
  if (!parsed.success) {
    throw new InsightsAnswerError(
      `The model's answer is malformed at ${parsed.error.issues[0]?.path.join(".")}`,
    );
  }
  const names = new Map(facts.banners.map((b) => [b.id, b.title || b.name]));
  const answer = parsed.data;
  // Only banners that exist: a model may invent ids or repeat one.
  const analysis = answer.analysis
    .filter(
      (a, i, all) => names.has(a.bannerId) && all.findIndex((b) => b.bannerId === a.bannerId) === i,
    )
    .map((a) => ({ ...a, bannerName: names.get(a.bannerId)! }));
  if (facts.banners.length > 0 && analysis.length === 0) {
    throw new InsightsAnswerError("The model analysed none of the banners");
  }
  return {
    source: "openai",
    generatedAt: now.toISOString(),
    insights: answer.insights.slice(0, 8),
    recommendations: answer.recommendations
      .map(({ bannerId, ...r }) => {
        const known = bannerId && names.has(bannerId) ? bannerId : null;
        return { ...r, bannerId: known, bannerName: known ? names.get(known)! : null };
      })
      .sort((a, b) => b.confidence - a.confidence),
    suggestedRotation: answer.suggestedRotation ?? null,
    analysis,
  };
}

const themesAnswer = z.object({ suggestions: z.array(text).min(1) });

export async function themesWithOpenAi(
  facts: SiteFacts,
  settings: OpenAiSettings,
  signal: AbortSignal,
  now = new Date(),
): Promise<ThemeSuggestions> {
  const json = await askForJson(settings, THEME_INSTRUCTIONS, factsMessage(facts, now), signal);
  const parsed = themesAnswer.safeParse(json);
  if (!parsed.success) throw new InsightsAnswerError("The model's answer has no suggestions");
  return {
    source: "openai",
    generatedAt: now.toISOString(),
    suggestions: parsed.data.suggestions.slice(0, 8),
  };
}
