import {
  SUGGESTION_CATEGORIES,
  SUGGESTION_LIMITS,
  type PhotoSuggestions,
  type SuggestionCategory,
} from "./types";

/**
 * Words models and people use for the system categories (docs/product.md#entities also lists
 * "architectural").
 */
const SYNONYMS: Record<string, SuggestionCategory> = {
  "black and white": "black-and-white",
  "black & white": "black-and-white",
  "b&w": "black-and-white",
  bw: "black-and-white",
  monochrome: "black-and-white",
  architectural: "architecture",
  building: "architecture",
  buildings: "architecture",
  interior: "architecture",
  abstract: "artistic",
  art: "artistic",
  "fine art": "artistic",
  wildlife: "nature",
  animals: "nature",
  animal: "nature",
  flowers: "nature",
  plants: "nature",
  urban: "street",
  city: "street",
  people: "portrait",
  headshot: "portrait",
  "close-up": "macro",
  closeup: "macro",
  seascape: "landscape",
  cityscape: "architecture",
};

const SYSTEM = new Set<string>(SUGGESTION_CATEGORIES);

/** A system category for what a provider answered, or null when nothing fits ("all" never does). */
export function coerceCategory(value: unknown): SuggestionCategory | null {
  if (typeof value !== "string") return null;
  const key = value.trim().toLowerCase();
  const candidates = [key, key.replace(/\s+/g, "-"), key.replace(/s$/, "")];
  const hit = candidates.find((c) => SYSTEM.has(c)) ?? SYNONYMS[key];
  return (hit as SuggestionCategory | undefined) ?? null;
}

/** Plain text on one line: suggestions land in form fields, and descriptions may be rendered. */
export function plainText(value: string): string {
  return value
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Cuts at a word boundary when it can, so a clamped title does not end mid-word. */
export function clamp(value: string, max: number): string {
  const text = plainText(value);
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  return (space > max * 0.6 ? cut.slice(0, space) : text.slice(0, max)).replace(/[\s,;:.-]+$/, "");
}

/** Lowercase, trimmed, unique, non-empty, at most ten; accepts a list or "a, b, c". */
export function normaliseTags(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  const tags = items
    .filter((t): t is string => typeof t === "string")
    .map((t) => clamp(t.trim().replace(/^#+/, "").toLowerCase(), SUGGESTION_LIMITS.tag))
    .filter(Boolean);
  return [...new Set(tags)].slice(0, SUGGESTION_LIMITS.tags);
}

/** Every suggestion leaves through here, whoever wrote it: plain text, within the limits. */
export function tidySuggestions(s: PhotoSuggestions): PhotoSuggestions {
  return {
    title: clamp(s.title, SUGGESTION_LIMITS.title),
    category: coerceCategory(s.category),
    description: clamp(s.description, SUGGESTION_LIMITS.description),
    tags: normaliseTags(s.tags),
    alt: clamp(s.alt, SUGGESTION_LIMITS.alt),
  };
}
