import { test } from "@playwright/test";
import { startGoogleStandIn, type GoogleStandIn } from "../stand-ins/google";
import { E2E_GOOGLE_PORT, E2E_GOOGLE_SECRET } from "./env";

/**
 * The Google stand-in for one spec file: it listens on the fixed port the e2e server was
 * configured with (tests/e2e/env.ts) from beforeAll to afterAll. Call at the top of the file;
 * read the stand-in through the returned getter inside tests.
 */
export function googleStandInForFile(): () => GoogleStandIn {
  let google: GoogleStandIn | undefined;
  test.beforeAll(async () => {
    google = await startGoogleStandIn({ port: E2E_GOOGLE_PORT, clientSecret: E2E_GOOGLE_SECRET });
  });
  test.afterAll(async () => {
    await google?.close();
    google = undefined;
  });
  return () => {
    if (!google) throw new Error("The Google stand-in is not running (call googleStandInForFile).");
    return google;
  };
}
