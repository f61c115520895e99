import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  startGoogleStandIn,
  pointAtStandInWithoutCredentials,
} from "../../../tests/stand-ins/google";

// Every Google URL points at the stand-in, but there are no client credentials: nothing may reach it.
const google = await startGoogleStandIn();
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-google-off-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = "google-disabled-test-secret";
pointAtStandInWithoutCredentials(google);

const { closeDatabase, db } = await import("~/data/db.server");
const { commitSession, newSession } = await import("~/services/session.server");
const connection = await import("./connection.server");
const statusRoute = await import("~/routes/api.google-photos.status");
const disconnectRoute = await import("~/routes/api.google-photos.disconnect");
const startRoute = await import("~/routes/api.auth.google.photos.start");
const callbackRoute = await import("~/routes/api.auth.google.photos.callback");

afterAll(async () => {
  await closeDatabase();
  await google.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const site = "http://viewfinder.test";
const args = (request: Request) => ({ request, params: {}, context: {} });

describe("Google Photos without credentials", () => {
  it("answers feature_disabled everywhere and sends nothing to Google", async () => {
    const { users } = await db();
    const user = await users.create({ email: "off@example.test", username: "offline" });
    const session = await newSession();
    session.set("userId", user.id);
    const cookie = (await commitSession(session)).split(";")[0]!;
    const headers = { Cookie: cookie };

    expect(connection.isGooglePhotosEnabled()).toBe(false);

    const status = await statusRoute.loader(
      args(new Request(`${site}/api/google-photos/status`, { headers })),
    );
    expect(status.status).toBe(503);
    expect(await status.json()).toEqual({
      message: "The photo-library integration is currently unavailable.",
      code: "feature_disabled",
    });

    const disconnected = await disconnectRoute.action(
      args(new Request(`${site}/api/google-photos/disconnect`, { method: "POST", headers })),
    );
    expect(disconnected.status).toBe(503);
    expect(await disconnected.json()).toMatchObject({ code: "feature_disabled" });

    const start = await startRoute.loader(
      args(new Request(`${site}/api/auth/google/photos/start`, { headers })),
    );
    expect(start.headers.get("Location")).toBe("/account?google_photos_error=feature_disabled");
    const callback = await callbackRoute.loader(
      args(new Request(`${site}/api/auth/google/photos/callback?code=x&state=y`, { headers })),
    );
    expect(callback.headers.get("Location")).toBe("/account?google_photos_error=feature_disabled");
    // From the connect page (or the albums page), back to the connect page with its code.
    for (const from of ["connect", "albums"]) {
      const fromPage = await startRoute.loader(
        args(new Request(`${site}/api/auth/google/photos/start?from=${from}`, { headers })),
      );
      expect(fromPage.headers.get("Location")).toBe(
        "/account/google-photos/connect?error=feature_disabled",
      );
    }

    await expect(
      connection.authorizedFetch(user.id, `${google.url}/v1/sessions`, { method: "POST" }),
    ).rejects.toMatchObject({ code: "feature_disabled", status: 503 });
    await expect(connection.accessTokenFor(user.id)).rejects.toMatchObject({
      code: "feature_disabled",
    });

    expect(google.requests).toEqual([]);
  });

  it("asks for a signed-in user first", async () => {
    const response = await statusRoute
      .loader(args(new Request(`${site}/api/google-photos/status`)))
      .catch((thrown: Response) => thrown);
    expect(response.status).toBe(401);
  });

  it("sends a signed-out browser to sign in, and answers a script 401", async () => {
    const thrown = (promise: Promise<unknown>) =>
      promise.catch((r: Response) => r) as Promise<Response>;
    const navigate = { "Sec-Fetch-Mode": "navigate", Accept: "text/html" };
    const start = await thrown(
      startRoute.loader(
        args(
          new Request(`${site}/api/auth/google/photos/start?from=connect`, { headers: navigate }),
        ),
      ),
    );
    expect(start.status).toBe(302);
    expect(start.headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/account/google-photos/connect")}`,
    );
    // The target stays an enum on the way through sign-in, too: an unknown one is the account.
    const odd = await thrown(
      startRoute.loader(
        args(
          new Request(`${site}/api/auth/google/photos/start?from=//evil`, { headers: navigate }),
        ),
      ),
    );
    expect(odd.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/account")}`);
    const callback = await thrown(
      callbackRoute.loader(
        args(new Request(`${site}/api/auth/google/photos/callback?code=x`, { headers: navigate })),
      ),
    );
    expect(callback.headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/account")}`,
    );

    const script = await thrown(
      startRoute.loader(
        args(
          new Request(`${site}/api/auth/google/photos/start`, {
            headers: { "Sec-Fetch-Mode": "cors", Accept: "*/*" },
          }),
        ),
      ),
    );
    expect(script.status).toBe(401);
    expect(await script.json()).toEqual({ message: "Authentication required" });
  });
});
