// One zone and locale on the server and in the browser, so the rendered text never changes on
// hydration; the exact instant is in each <time>'s dateTime.
const dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** "Jan 5, 2026, 3:04 PM UTC" for an ISO timestamp. */
export function formatDateTime(iso: string): string {
  return `${dateTime.format(new Date(iso))} UTC`;
}
