import OpenAI from "openai";
import { z } from "zod";
import { coerceCategory, normaliseTags, tidySuggestions } from "./normalise";
import { SUGGESTION_CATEGORIES, type PhotoSuggestions } from "./types";

/**
 * Any OpenAI-compatible chat-completions endpoint with vision (docs/product.md#stack,
 * docs/product.md#configuration).
 */
export interface OpenAiSettings {
  apiKey: string;
  /** e.g. "http://localhost:11434/v1"; the SDK's default (api.openai.com) when unset. */
  baseURL?: string;
  model: string;
}

export interface OpenAiRequest {
  /** A small JPEG without metadata (see preview-jpeg.server.ts). */
  jpeg: Buffer;
  /** Camera facts read from EXIF, or null; never the GPS position. */
  facts: string | null;
  /** The offline analyser's answer: fills whatever the model leaves out or gets wrong. */
  fallback: PhotoSuggestions;
}

/** The model answered, but not with usable suggestions. */
export class ProviderAnswerError extends Error {
  name = "ProviderAnswerError";
}

const INSTRUCTIONS = `You write metadata for photographs in a photographer's portfolio.
Look at the photo and answer with one JSON object and nothing else:
{"title": string, "category": string, "description": string, "tags": string[], "alt": string}
- title: accurate and evocative, at most 8 words, no quotation marks.
- category: exactly one of ${SUGGESTION_CATEGORIES.join(", ")}.
- description: one or two plain-text sentences (no HTML or markdown) on what the photo shows, its light and mood.
- tags: 5 to 10 short lowercase keywords.
- alt: alt text for screen readers, one sentence under 125 characters, saying what is visible.
Never name people or guess exact places. You may use the camera facts given; do not invent others.`;

// Lenient on shape (models add fields, send tags as a string), strict on the texts that matter.
const answerSchema = z.object({
  title: z.string().trim().min(1),
  category: z.unknown().optional(),
  description: z.string().trim().min(1),
  tags: z.unknown().optional(),
  alt: z.string().trim().min(1),
});

/** Some compatible servers ignore JSON mode and wrap the object in a markdown fence. */
export const unfence = (text: string) => text.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, "");

export function parseAnswer(
  content: string | null | undefined,
  fallback: PhotoSuggestions,
): PhotoSuggestions {
  let json: unknown;
  try {
    json = JSON.parse(unfence(content ?? ""));
  } catch {
    throw new ProviderAnswerError("The model's answer is not JSON");
  }
  const result = answerSchema.safeParse(json);
  if (!result.success) {
    throw new ProviderAnswerError(`The model's answer lacks ${result.error.issues[0]?.path[0]}`);
  }
  const { title, category, description, tags, alt } = result.data;
  const tidy = tidySuggestions({
    title: title.replace(/^["']|["']$/g, ""),
    category: coerceCategory(category) ?? fallback.category,
    description,
    tags: normaliseTags(tags),
    alt,
  });
  // Markup-only texts tidy away to nothing.
  if (!tidy.title || !tidy.description || !tidy.alt) {
    throw new ProviderAnswerError("The model's answer has empty texts");
  }
  return tidy.tags.length ? tidy : { ...tidy, tags: fallback.tags };
}

/**
 * One chat completion asking for a JSON object; the raw answer text, or undefined. No retries:
 * every caller has a fallback answer ready and someone waiting for it.
 */
export async function askOpenAiForJson(
  settings: OpenAiSettings,
  instructions: string,
  content: OpenAI.Chat.ChatCompletionUserMessageParam["content"],
  signal: AbortSignal,
): Promise<string | undefined> {
  const client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, maxRetries: 0 });
  const completion = await client.chat.completions.create(
    {
      model: settings.model,
      response_format: { type: "json_object" },
      messages: [
        { role: "system", content: instructions },
        { role: "user", content },
      ],
    },
    { signal },
  );
  return completion.choices[0]?.message?.content ?? undefined;
}

/** One vision chat completion; throws on any failure so the caller can fall back. */
export async function suggestWithOpenAi(
  { jpeg, facts, fallback }: OpenAiRequest,
  settings: OpenAiSettings,
  signal: AbortSignal,
): Promise<PhotoSuggestions> {
  const answer = await askOpenAiForJson(
    settings,
    INSTRUCTIONS,
    [
      { type: "text", text: facts ? `Camera facts: ${facts}` : "No camera facts recorded." },
      {
        type: "image_url",
        image_url: { url: `data:image/jpeg;base64,${jpeg.toString("base64")}` },
      },
    ],
    signal,
  );
  return parseAnswer(answer, fallback);
}
