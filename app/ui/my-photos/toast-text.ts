import type { ToastMessage } from "~/ui/toast-store";

export type ToastInput = Omit<ToastMessage, "id">;

/**
 * The spec writes several messages as "Title: description" ('Invalid file type: Please upload…').
 * Such a message becomes a toast with that title; any other is the description under `fallback`.
 */
export function toastFromMessage(message: string, fallbackTitle: string): ToastInput {
  const match = /^([^:.]{2,40}): (.+)$/s.exec(message);
  return match
    ? { title: match[1], description: match[2], variant: "destructive" }
    : { title: fallbackTitle, description: message, variant: "destructive" };
}
