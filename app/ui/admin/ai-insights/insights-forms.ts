import type { AiRecommendations, ThemeSuggestions } from "~/services/admin/insights/insight-types";
import type { ToastMessage } from "~/ui/toast-store";

type Toast = Omit<ToastMessage, "id">;

export const ANALYSE_INTENT = "analyse";
export const THEMES_INTENT = "themes";

/** What the tab's action answers to a post, with or without JavaScript. */
export type InsightsActionData =
  | { intent: typeof ANALYSE_INTENT; ok: boolean; toast: Toast; result: AiRecommendations | null }
  | { intent: typeof THEMES_INTENT; ok: boolean; toast: Toast; result: ThemeSuggestions | null };

export interface InsightsProviderInfo {
  source: "openai" | "heuristic";
  model: string | null;
}
