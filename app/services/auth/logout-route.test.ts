import { rm } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir } from "~/services/photos/test-support";

// The session store reads DATA_DIR once, on first use.
const dataDir = tempDataDir("viewfinder-logout-");
afterAll(async () => {
  const { closeDatabase } = await import("~/data/db.server");
  await closeDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

async function signedInCookie(): Promise<string> {
  const { commitSession, newSession } = await import("~/services/session.server");
  const user = await createUser(`out${Date.now()}${Math.floor(Math.random() * 1e6)}`);
  const session = await newSession();
  session.set("userId", user.id);
  return (await commitSession(session)).split(";")[0]!;
}

async function stillSignedIn(cookie: string): Promise<boolean> {
  const { getSession } = await import("~/services/session.server");
  const session = await getSession(
    new Request("http://localhost/", { headers: { Cookie: cookie } }),
  );
  return Boolean(session.get("userId"));
}

async function logout(headers: Record<string, string>, body?: string) {
  const { action } = await import("~/routes/api.auth.logout");
  const request = new Request("http://localhost/api/auth/logout", {
    method: "POST",
    headers,
    body,
  });
  return action({ request, params: {}, context: {} });
}

describe("POST /api/auth/logout (docs/product.md#api-calls, the account page's Sign Out)", () => {
  it("answers a call with JSON and ends the session", async () => {
    const cookie = await signedInCookie();
    const response = await logout({ Cookie: cookie, Accept: "application/json" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await stillSignedIn(cookie)).toBe(false);
  });

  it("sends a browser's plain form post home, signed out", async () => {
    const cookie = await signedInCookie();
    const response = await logout(
      { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      "",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toBeTruthy();
    expect(await stillSignedIn(cookie)).toBe(false);
  });
});
