/** Uploads counted per UTC day or per ISO week (Monday first), oldest first, empty buckets kept. */
export type TimelinePeriod = "day" | "week";

export interface TimelineBucket {
  /** First day of the bucket, `YYYY-MM-DD` (UTC). */
  start: string;
  count: number;
}

export const TIMELINE_LENGTH: Record<TimelinePeriod, number> = { day: 30, week: 12 };

const DAY = 86_400_000;

function bucketStart(time: number, period: TimelinePeriod): number {
  const day = Math.floor(time / DAY) * DAY;
  if (period === "day") return day;
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return day - weekday * DAY;
}

export function uploadTimeline(
  dates: readonly Date[],
  period: TimelinePeriod,
  now: Date = new Date(),
  length: number = TIMELINE_LENGTH[period],
): TimelineBucket[] {
  const step = period === "day" ? DAY : 7 * DAY;
  const last = bucketStart(now.getTime(), period);
  const first = last - (length - 1) * step;
  const counts = new Array<number>(length).fill(0);
  for (const date of dates) {
    const start = bucketStart(date.getTime(), period);
    if (start < first || start > last) continue;
    counts[Math.round((start - first) / step)] += 1;
  }
  return counts.map((count, i) => ({
    start: new Date(first + i * step).toISOString().slice(0, 10),
    count,
  }));
}
