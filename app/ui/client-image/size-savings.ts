/** Spec §9: units B, KB, MB, GB with one decimal. */
export function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}

/** The size-savings figure under the preview, e.g. "Optimised from 6.2 MB to 1.1 MB (82% smaller)". */
export function savingsSummary(originalBytes: number, optimisedBytes: number): string {
  if (optimisedBytes >= originalBytes) return `Already optimised (${formatBytes(originalBytes)})`;
  const percent = Math.round((1 - optimisedBytes / originalBytes) * 100);
  return `Optimised from ${formatBytes(originalBytes)} to ${formatBytes(optimisedBytes)} (${percent}% smaller)`;
}
