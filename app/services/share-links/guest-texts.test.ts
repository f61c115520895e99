import { describe, expect, it } from "vitest";
import { favouritesCounter, GUEST_NOTICES, isGuestNotice } from "./guest-texts";

describe("what a guest reads around favourites", () => {
  it("counts against the limit, or alone without one", () => {
    expect(favouritesCounter(12, 30)).toBe("12 of 30 chosen");
    expect(favouritesCounter(12, null)).toBe("12 chosen");
  });

  it("shows only the notices it knows, never text from the address", () => {
    expect(isGuestNotice("limit")).toBe(true);
    expect(GUEST_NOTICES.limit).toContain("Remove a favourite");
    for (const code of ["<script>", "toString", "", null]) expect(isGuestNotice(code)).toBe(false);
  });
});
