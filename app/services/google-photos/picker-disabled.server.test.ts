import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir } from "~/services/photos/test-support";
import {
  startGoogleStandIn,
  pointAtStandInWithoutCredentials,
} from "../../../tests/stand-ins/google";

// The picker URL points at the stand-in, but without client credentials nothing may reach it.
const google = await startGoogleStandIn();
const dataDir = tempDataDir("viewfinder-google-picker-off-");
pointAtStandInWithoutCredentials(google);

const { closeDatabase } = await import("~/data/db.server");
const { commitSession, newSession } = await import("~/services/session.server");
const sessionRoute = await import("~/routes/api.google-photos.picker.session");
const statusRoute = await import("~/routes/api.google-photos.picker.status.$sessionId");

afterAll(async () => {
  await closeDatabase();
  await google.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the Google Photos picker without credentials", () => {
  it("answers feature_disabled and sends nothing to Google", async () => {
    const user = await createUser("pickeroff");
    const session = await newSession();
    session.set("userId", user.id);
    const headers = { Cookie: (await commitSession(session)).split(";")[0]! };
    const created = await sessionRoute.action({
      request: new Request("http://viewfinder.test/api/google-photos/picker/session", {
        method: "POST",
        headers,
      }),
      params: {},
      context: {},
    });
    expect(created.status).toBe(503);
    expect(await created.json()).toMatchObject({ code: "feature_disabled" });
    const polled = await statusRoute.loader({
      request: new Request("http://viewfinder.test/api/google-photos/picker/status/abc", {
        headers,
      }),
      params: { sessionId: "abc" },
      context: {},
    });
    expect(polled.status).toBe(503);
    expect(await polled.json()).toMatchObject({ code: "feature_disabled" });
    expect(google.requests).toEqual([]);
  });
});
