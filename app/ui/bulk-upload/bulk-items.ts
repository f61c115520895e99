import type { BulkFileResult } from "~/utils/bulk-upload";

export type BulkItemStatus = "waiting" | "preparing" | "uploading" | "uploaded" | "failed";

/** One chosen file on its way: its stage, its progress (0–100) and, at the end, its result. */
export interface BulkItem {
  id: number;
  name: string;
  status: BulkItemStatus;
  progress: number;
  message: string;
}

export const isDone = (item: BulkItem) => item.status === "uploaded" || item.status === "failed";

/** What the list says for an item while it is still on its way. */
export function statusText(item: BulkItem): string {
  switch (item.status) {
    case "waiting":
      return "Waiting";
    case "preparing":
      return `Optimising… ${item.progress}%`;
    case "uploading":
      // Every byte sent: the server's pipeline is at work on it.
      return item.progress < 100 ? `Uploading… ${item.progress}%` : "Processing…";
    default:
      return item.message;
  }
}

/** The server's per-file results (no JavaScript) in the same shape as the browser's items. */
export const fromResults = (results: BulkFileResult[]): BulkItem[] =>
  results.map((result, id) => ({
    id,
    name: result.name,
    status: result.ok ? "uploaded" : "failed",
    progress: 100,
    message: result.message,
  }));

export const waitingItems = (files: File[]): BulkItem[] =>
  files.map((file, id) => ({ id, name: file.name, status: "waiting", progress: 0, message: "" }));

export function summarise(items: BulkItem[]) {
  const uploaded = items.filter((i) => i.status === "uploaded").length;
  const failed = items.filter((i) => i.status === "failed").length;
  return { total: items.length, done: uploaded + failed, uploaded, failed };
}

export const summaryText = ({ uploaded, failed }: ReturnType<typeof summarise>) =>
  `${uploaded} ${uploaded === 1 ? "photo" : "photos"} uploaded, ${failed} failed.`;
