import { describe, expect, it } from "vitest";
import { retryAfterMs } from "./download.server";
import { titleFromFilename, withProviderFacts } from "./run-import-job.server";

describe("Retry-After", () => {
  it("reads seconds and HTTP dates, and ignores anything else", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterMs("3", now)).toBe(3000);
    expect(retryAfterMs("Thu, 01 Jan 2026 00:00:05 GMT", now)).toBe(5000);
    expect(retryAfterMs("Wed, 31 Dec 2025 23:00:00 GMT", now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs("soon", now)).toBeUndefined();
  });
});

describe("an imported photo's title", () => {
  it("is the file name without its extension", () => {
    expect(titleFromFilename("IMG_2041.HEIC")).toBe("IMG_2041");
    expect(titleFromFilename("Summer in Rome.jpeg")).toBe("Summer in Rome");
    expect(titleFromFilename("archive.tar.gz")).toBe("archive.tar");
    expect(titleFromFilename(".jpg")).toBe(".jpg");
    expect(titleFromFilename("x".repeat(300) + ".jpg")).toHaveLength(200);
  });
});

describe("Google's facts", () => {
  const none = { exif: null, gps: null, takenAt: null };
  const meta = {
    createTime: new Date("2024-05-06T07:08:09Z"),
    cameraMake: "Google",
    cameraModel: "Pixel 8",
    exposureTime: "0.004s",
    isoEquivalent: 50,
  };

  it("fill in what the file does not say, never the position", () => {
    expect(withProviderFacts(none, meta)).toEqual({
      exif: {
        make: "Google",
        model: "Pixel 8",
        lens: null,
        focalLength: null,
        aperture: null,
        shutter: "1/250",
        iso: 50,
        takenAt: "2024-05-06T07:08:09+00:00",
      },
      gps: null,
      takenAt: "2024-05-06T07:08:09+00:00",
    });
    expect(withProviderFacts(none, undefined)).toEqual(none);
  });

  it("never replace the file's own", () => {
    const own = {
      exif: {
        make: "Canon",
        model: "EOS 5D",
        lens: null,
        focalLength: 50,
        aperture: null,
        shutter: null,
        iso: null,
        takenAt: "2020-01-01T10:00:00",
      },
      gps: { latitude: 1, longitude: 2, altitude: null },
      takenAt: "2020-01-01T10:00:00",
    };
    expect(withProviderFacts(own, meta)).toEqual({
      exif: { ...own.exif, shutter: "1/250", iso: 50 },
      gps: own.gps,
      takenAt: "2020-01-01T10:00:00",
    });
  });
});
