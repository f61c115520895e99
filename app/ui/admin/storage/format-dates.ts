// The same text on the server and in the browser, whatever their locales (no hydration mismatch).
const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const dayAndYear = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });
const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** "12 Mar" */
export const shortDay = (iso: string) => day.format(new Date(iso));
/** "12 Mar 2025" */
export const longDay = (iso: string) => dayAndYear.format(new Date(iso));
/** "12 Mar 2025, 15:04 UTC" */
export const modifiedAt = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;
