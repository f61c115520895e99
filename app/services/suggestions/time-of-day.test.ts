import { describe, expect, it } from "vitest";
import { timeOfDay } from "./time-of-day";

const neutral = { brightness: 0.5, temperature: "neutral" as const };

describe("timeOfDay", () => {
  it.each([
    ["2024-06-01T08:15:00", "morning"],
    ["2024-06-01T13:00:00", "afternoon"],
    ["2024-06-01T18:40:00", "evening"],
    ["2024-06-01T20:59:59", "evening"],
  ])("reads %s as %s", (takenAt, period) => {
    expect(timeOfDay(takenAt, neutral)).toBe(period);
  });

  it("calls sunrise and sunset hours golden only when the light is warm", () => {
    expect(timeOfDay("2024-06-01T18:30:00", { ...neutral, temperature: "warm" })).toBe(
      "golden hour",
    );
    expect(timeOfDay("2024-06-01T06:45:00", { ...neutral, temperature: "warm" })).toBe(
      "golden hour",
    );
    expect(timeOfDay("2024-06-01T18:30:00", { ...neutral, temperature: "cool" })).toBe("evening");
  });

  it("uses the camera's wall clock, whatever offset is recorded", () => {
    expect(timeOfDay("2024-06-01T22:10:00-07:00", { ...neutral, brightness: 0.1 })).toBe("night");
  });

  it("says nothing of night for a bright frame: the clock was probably never set", () => {
    expect(timeOfDay("2008-01-22T03:28:22", { ...neutral, brightness: 0.58 })).toBeNull();
    expect(timeOfDay("2008-01-22T03:28:22", { ...neutral, brightness: 0.2 })).toBe("night");
  });

  it("says nothing without a readable time", () => {
    expect(timeOfDay(null, neutral)).toBeNull();
    expect(timeOfDay("2008-01-22", neutral)).toBeNull();
  });
});
