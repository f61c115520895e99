import { formatBytes } from "~/utils/format-bytes";

export { formatBytes };

/** The size-savings figure under the preview, e.g. "Optimised from 6.2 MB to 1.1 MB (82% smaller)". */
export function savingsSummary(originalBytes: number, optimisedBytes: number): string {
  if (optimisedBytes >= originalBytes) return `Already optimised (${formatBytes(originalBytes)})`;
  const percent = Math.round((1 - optimisedBytes / originalBytes) * 100);
  return `Optimised from ${formatBytes(originalBytes)} to ${formatBytes(optimisedBytes)} (${percent}% smaller)`;
}
