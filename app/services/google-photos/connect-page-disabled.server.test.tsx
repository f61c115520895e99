import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { AppProvider } from "@shopify/polaris";
import en from "@shopify/polaris/locales/en.json";
import { renderToString } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import {
  startGoogleStandIn,
  pointAtStandInWithoutCredentials,
} from "../../../tests/stand-ins/google";

// Every Google URL points at the stand-in, but there are no client credentials: nothing may reach it.
const google = await startGoogleStandIn();
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-connect-off-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = "google-connect-off-test-secret";
pointAtStandInWithoutCredentials(google);

const { closeDatabase, db } = await import("~/data/db.server");
const { commitSession, getSession, newSession } = await import("~/services/session.server");
const route = await import("~/routes/account_.google-photos.connect");
const { ConnectScreen } = await import("~/ui/google-photos/connect-screen");

afterAll(async () => {
  await closeDatabase();
  await google.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const PAGE = "http://viewfinder.test/account/google-photos/connect";
const args = (request: Request) => ({
  request,
  params: {},
  context: { clientAddress: "127.0.0.1" },
});

describe("the connect page without Google credentials", () => {
  it("says the integration is unavailable, offers no Connect, and sends nothing to Google", async () => {
    const { users } = await db();
    const user = await users.create({ email: "conn-off@example.test", username: "connoff" });
    const session = await newSession();
    session.set("userId", user.id);
    const cookie = (await commitSession(session)).split(";")[0]!;

    const page = await route.loader(args(new Request(PAGE, { headers: { Cookie: cookie } })));
    expect(page).toMatchObject({ connection: "unavailable", issues: [], picker: null });
    const html = renderToString(
      <AppProvider i18n={en}>
        <ConnectScreen page={page} result={undefined} />
      </AppProvider>,
    );
    expect(html).toContain("the photo-library integration is currently unavailable.");
    expect(html).toContain('href="/account"');
    expect(html).not.toContain("/api/auth/google/photos/start");
    expect(html).not.toContain("Select Photos");

    // A form posted anyway is refused here, with the spec's toast.
    const posted = await route.action(
      args(
        new Request(PAGE, {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "select" }),
        }),
      ),
    );
    expect((posted as Response).status).toBe(302);
    const toast = (await getSession(new Request(PAGE, { headers: { Cookie: cookie } }))).get(
      "toast",
    );
    expect(toast).toEqual({
      title: "Failed to launch photo picker",
      description: "The photo-library integration is currently unavailable.",
      variant: "destructive",
    });

    expect(google.requests).toEqual([]);
  });
});
