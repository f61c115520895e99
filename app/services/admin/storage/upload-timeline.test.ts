import { describe, expect, it } from "vitest";
import { uploadTimeline } from "./upload-timeline";

const now = new Date("2025-03-12T15:00:00Z"); // a Wednesday

describe("uploads over time", () => {
  it("counts per UTC day, oldest first, with empty days kept", () => {
    const dates = [
      "2025-03-12T00:00:00Z",
      "2025-03-12T23:59:59Z",
      "2025-03-10T08:00:00Z",
      "2025-02-01T08:00:00Z",
    ];
    const days = uploadTimeline(
      dates.map((d) => new Date(d)),
      "day",
      now,
      4,
    );
    expect(days).toEqual([
      { start: "2025-03-09", count: 0 },
      { start: "2025-03-10", count: 1 },
      { start: "2025-03-11", count: 0 },
      { start: "2025-03-12", count: 2 },
    ]);
  });

  it("counts per week from Monday, 30 days and 12 weeks by default", () => {
    const dates = [
      "2025-03-10T00:00:00Z",
      "2025-03-09T23:00:00Z",
      "2025-03-16T23:00:00Z",
      "2025-03-17T00:00:00Z",
    ];
    const weeks = uploadTimeline(
      dates.map((d) => new Date(d)),
      "week",
      now,
    );
    expect(weeks).toHaveLength(12);
    // The current week runs to Sunday; the next one is not shown yet.
    expect(weeks.at(-1)).toEqual({ start: "2025-03-10", count: 2 });
    expect(weeks.at(-2)).toEqual({ start: "2025-03-03", count: 1 });
    expect(uploadTimeline([], "day", now)).toHaveLength(30);
  });
});
