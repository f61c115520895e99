/**
 * The user agents of crawlers that gather material for training AI models, as their operators
 * document them; search engines' own crawlers (Googlebot, Bingbot, Applebot) are not among them,
 * so a reservation never hides a portfolio from search (docs/decisions/0047-ai-training-
 * reservation.md).
 */
export const AI_TRAINING_CRAWLERS = [
  "GPTBot",
  "CCBot",
  "Google-Extended",
  "ClaudeBot",
  "anthropic-ai",
  "Applebot-Extended",
  "Bytespider",
  "PerplexityBot",
  "meta-externalagent",
] as const;
