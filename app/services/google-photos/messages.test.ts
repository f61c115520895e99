import { describe, expect, it } from "vitest";
import { accountErrorText, connectErrorText, toConnectCode, UNKNOWN_ERROR } from "./messages";

describe("Google Photos messages (docs/product.md#error-catalogue)", () => {
  it("gives each account code its text, and anything else the generic one", () => {
    expect(accountErrorText("oauth_denied")).toBe(
      "Access was denied. Please grant permission to continue.",
    );
    expect(accountErrorText("rate_limit_exceeded")).toBe(
      "Too many requests. Please wait 15 minutes before trying again.",
    );
    expect(accountErrorText("feature_disabled")).toBe(
      "the photo-library integration is currently unavailable.",
    );
    expect(accountErrorText("toString")).toBe(UNKNOWN_ERROR);
    expect(accountErrorText("whatever")).toBe(UNKNOWN_ERROR);
  });

  it("gives the connect page its own codes", () => {
    expect(connectErrorText("oauth_failed")).toBe("OAuth flow failed");
    expect(connectErrorText("invalid_state")).toBe("Invalid session state");
    expect(connectErrorText("rate_limit_exceeded")).toBe(
      "Too many requests. Please wait before trying again.",
    );
    expect(toConnectCode("token_error")).toBe("token_exchange_failed");
    expect(toConnectCode("auth_failed")).toBe("oauth_failed");
    expect(toConnectCode("oauth_denied")).toBe("oauth_denied");
  });
});
