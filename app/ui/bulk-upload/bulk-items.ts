import { formatBytes } from "~/ui/client-image/size-savings";
import type { BulkFileResult } from "~/utils/bulk-upload";

export type BulkItemStatus =
  | "checking"
  | "duplicate"
  | "waiting"
  | "preparing"
  | "uploading"
  | "uploaded"
  | "failed"
  | "skipped";

/** One chosen file on its way: its stage, its progress (0–100) and, at the end, its result. */
export interface BulkItem {
  id: number;
  name: string;
  status: BulkItemStatus;
  progress: number;
  message: string;
  /** The file itself, with JavaScript (the server's results have none). */
  file?: File;
  /** SHA-256 of the file as chosen, when the browser could compute it (ADR 44). */
  sha256?: string;
}

const FINISHED: BulkItemStatus[] = ["uploaded", "failed", "skipped"];
export const isDone = (item: BulkItem) => FINISHED.includes(item.status);

/** Still to be sent or on its way (a flagged duplicate waits for its owner, not for the queue). */
export const isPending = (item: BulkItem) =>
  ["checking", "waiting", "preparing", "uploading"].includes(item.status);

/** What the list says for an item while it is still on its way. */
export function statusText(item: BulkItem): string {
  switch (item.status) {
    case "checking":
      return "Checking…";
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

/** A chosen file's size ("131.7 KB"); nothing for a server result. */
export const fileSize = (item: BulkItem) => (item.file ? formatBytes(item.file.size) : "");

/** The server's per-file results (no JavaScript) in the same shape as the browser's items. */
export const fromResults = (results: BulkFileResult[]): BulkItem[] =>
  results.map((result, id) => ({
    id,
    name: result.name,
    status: result.ok ? "uploaded" : result.skipped ? "skipped" : "failed",
    progress: 100,
    message: result.message,
  }));

export const checkingItems = (files: File[], firstId: number): BulkItem[] =>
  files.map((file, i) => ({
    id: firstId + i,
    name: file.name,
    status: "checking",
    progress: 0,
    message: "",
    file,
  }));

export function summarise(items: BulkItem[]) {
  const count = (status: BulkItemStatus) => items.filter((i) => i.status === status).length;
  const uploaded = count("uploaded");
  const failed = count("failed");
  const skipped = count("skipped");
  return { total: items.length, done: uploaded + failed + skipped, uploaded, failed, skipped };
}

export const summaryText = ({ uploaded, failed, skipped }: ReturnType<typeof summarise>) =>
  `${uploaded} ${uploaded === 1 ? "photo" : "photos"} uploaded, ${failed} failed` +
  (skipped ? `, ${skipped} skipped.` : ".");
