import { describe, expect, it } from "vitest";
import { dayOfExpiry, expiryFromDay } from "./link-form-fields";
import { linkStatus, type LinkRow } from "./link-row-view";
import { relativeText } from "./link-times";

/** docs/decisions/0067-share-links-in-my-photos.md: a link's expiry is a day ending at midnight UTC. */
describe("expiry days", () => {
  it("ends the chosen day at midnight UTC and reads back as that day", () => {
    const expiry = expiryFromDay("2027-03-14")!;
    expect(expiry.toISOString()).toBe("2027-03-15T00:00:00.000Z");
    expect(dayOfExpiry(expiry.toISOString())).toBe("2027-03-14");
    expect(expiryFromDay("2028-12-31")!.toISOString()).toBe("2029-01-01T00:00:00.000Z");
  });

  it("refuses what is not a calendar day", () => {
    for (const text of ["2027-02-30", "14/03/2027", "2027-3-14", "tomorrow", ""]) {
      expect(expiryFromDay(text), text).toBeNull();
    }
  });
});

const link = (fields: Partial<LinkRow>): LinkRow => ({
  id: "l1",
  label: "",
  hasPassword: false,
  expiresAt: null,
  expired: false,
  downloads: "none",
  favourites: false,
  watermark: false,
  revokedAt: null,
  counts: { views: 0, downloads: 0 },
  lastUsedAt: null,
  createdAt: "2026-11-27T10:00:00.000Z",
  ...fields,
});

describe("a link's status", () => {
  it("says active, until which day, expired or revoked", () => {
    expect(linkStatus(link({})).text).toBe("Active");
    expect(linkStatus(link({ expiresAt: "2027-03-15T00:00:00.000Z" })).text).toBe(
      "Active until 14 Mar 2027",
    );
    expect(linkStatus(link({ expiresAt: "2026-01-01T00:00:00.000Z", expired: true })).text).toBe(
      "Expired",
    );
    expect(linkStatus(link({ expired: true, revokedAt: "2026-11-20T09:00:00.000Z" })).text).toBe(
      "Revoked on 20 Nov 2026",
    );
  });
});

describe("relative times", () => {
  it("counts from the loader's moment", () => {
    const now = "2026-11-27T12:00:00.000Z";
    expect(relativeText("2026-11-27T11:59:30.000Z", now)).toBe("just now");
    expect(relativeText("2026-11-27T09:00:00.000Z", now)).toBe("3 hours ago");
    expect(relativeText("2026-11-26T12:00:00.000Z", now)).toBe("yesterday");
  });
});
