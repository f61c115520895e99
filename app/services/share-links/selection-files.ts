/**
 * How a guest's selection leaves Viewfinder for the photographer's own tools
 * (docs/decisions/0066-favourites-proofing-activity.md): a filter string for Lightroom Classic's
 * Library filter and a CSV for a spreadsheet. Pure, so both are unit-tested as they are.
 */

/** `name1 OR name2 …`, each name once, in the order given. */
export function lightroomFilter(fileNames: readonly string[]): string {
  return [...new Set(fileNames.map((name) => name.trim()).filter(Boolean))].join(" OR ");
}

/**
 * One CSV cell: quoted when it must be, and a text starting with = + - @ (or a tab or carriage
 * return) prefixed with ' so a spreadsheet shows it instead of running it as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 lines (CRLF), with a byte order mark so Excel reads the UTF-8 as UTF-8. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
