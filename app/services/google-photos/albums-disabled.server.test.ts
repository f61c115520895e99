import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir } from "~/services/photos/test-support";
import {
  startGoogleStandIn,
  pointAtStandInWithoutCredentials,
} from "../../../tests/stand-ins/google";

// The Library URL points at the stand-in, but without client credentials nothing may reach it.
const google = await startGoogleStandIn();
const dataDir = tempDataDir("viewfinder-google-albums-off-");
process.env.RATE_LIMITS = "false";
pointAtStandInWithoutCredentials(google);

const { closeDatabase } = await import("~/data/db.server");
const { commitSession, newSession } = await import("~/services/session.server");
const listRoute = await import("~/routes/api.google-photos.albums");
const selectRoute = await import("~/routes/api.google-photos.albums.select");
const coverRoute = await import("~/routes/api.google-photos.albums.$albumId.cover");
const pageRoute = await import("~/routes/account_.google-photos.albums");

afterAll(async () => {
  await closeDatabase();
  await google.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const site = "http://viewfinder.test";

describe("the album flow without Google credentials", () => {
  it("answers feature_disabled (503) everywhere and sends nothing to Google", async () => {
    const user = await createUser("albumsoff");
    const session = await newSession();
    session.set("userId", user.id);
    const Cookie = (await commitSession(session)).split(";")[0]!;
    const args = (request: Request, params = {}) => ({ request, params, context: {} });

    const listed = await listRoute.loader(
      args(new Request(`${site}/api/google-photos/albums`, { headers: { Cookie } })),
    );
    const selected = await selectRoute.action(
      args(
        new Request(`${site}/api/google-photos/albums/select`, {
          method: "POST",
          headers: { Cookie, "Content-Type": "application/json" },
          body: JSON.stringify({ albumIds: ["album-travel"] }),
        }),
      ),
    );
    const cover = await coverRoute.loader(
      args(
        new Request(`${site}/api/google-photos/albums/album-travel/cover`, { headers: { Cookie } }),
        {
          albumId: "album-travel",
        },
      ),
    );
    for (const response of [listed, selected, cover]) {
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        code: "feature_disabled",
        message: "The photo-library integration is currently unavailable.",
      });
    }

    // The page says so instead of sending the user to a consent that cannot work.
    const page = await pageRoute.loader(
      args(new Request(`${site}/account/google-photos/albums`, { headers: { Cookie } })),
    );
    expect(page).toMatchObject({ connection: { state: "disabled" }, albums: null });
    expect(google.requests).toEqual([]);
  });
});
