/**
 * Times on the links pages: relative to the loader's `now` (so the server's HTML and the
 * browser's render agree), with the exact time, in UTC, in the element's title.
 */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

export function relativeText(iso: string, now: string): string {
  const seconds = (new Date(iso).getTime() - new Date(now).getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return "just now";
}

export function exactText(iso: string): string {
  const text = new Date(iso).toLocaleString("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
  return `${text} UTC`;
}

/** "3 hours ago", the exact time on hover and for assistive technology's time element. */
export function TimeAgo({ at, now }: { at: string; now: string }) {
  return (
    <time dateTime={at} title={exactText(at)}>
      {relativeText(at, now)}
    </time>
  );
}
