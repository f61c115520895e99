import type { SuggestionProvider } from "~/services/suggestions/types";

/**
 * What the dialog says once suggestions arrive. docs/product.md#error-catalogue's 'AI Enhanced Your
 * Photo!' is kept for a model's answer; the offline analyser only reads the file (its name,
 * colours, shape), so it must not claim AI.
 */
export function suggestionsToast(provider: SuggestionProvider, edited: boolean) {
  if (provider === "openai") {
    return {
      title: "AI Enhanced Your Photo!",
      description: edited
        ? "Alt text and tags were added for you."
        : "We suggested a title, category, description, alt text and tags.",
    };
  }
  return {
    title: "Suggestions",
    description: edited
      ? "Alt text and tags were added from the photo's colours and shape."
      : "Filled in from the file's name, colours and shape. Please check them.",
  };
}
