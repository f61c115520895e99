import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { startOidcProvider, type OidcStandIn } from "../stand-ins/oidc-provider";
import { startServer, type RunningServer } from "./server-process";

/**
 * With registration closed in Admin → Settings, a first single sign-on makes no account: the
 * person lands back on the sign-in page told why (against the built server, `npm run build`).
 */

let provider: OidcStandIn;
let server: RunningServer;
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-oidc-closed-"));

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  await database.siteSettings.update({ registration: "closed" });
  await database.close();
  provider = await startOidcProvider({
    sub: "stranger-7",
    email: "stranger@example.test",
    email_verified: true,
    given_name: "Sam",
    family_name: "Stranger",
  });
  server = await startServer({
    DATA_DIR: dataDir,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
  });
});
afterAll(async () => {
  await server?.stop();
  await provider?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Follows redirects by hand, keeping cookies per host, as a browser would. */
async function browse(start: string) {
  const jar = new Map<string, Map<string, string>>();
  let url = new URL(start);
  const visited: string[] = [];
  for (let hop = 0; hop < 10; hop++) {
    visited.push(url.pathname);
    const cookies = jar.get(url.host) ?? new Map<string, string>();
    const response = await fetch(url, {
      redirect: "manual",
      headers: { Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [name, ...value] = cookie.split(";")[0]!.split("=");
      cookies.set(name!, value.join("="));
    }
    jar.set(url.host, cookies);
    const location = response.headers.get("location");
    if (!location) return { response, visited };
    url = new URL(location, url);
  }
  throw new Error("too many redirects");
}

describe("single sign-on while registration is closed", () => {
  it("sends a newcomer back to sign-in, told why, and makes no account", async () => {
    const { response, visited } = await browse(`${server.url}/api/login`);

    expect(visited).toContain("/api/auth/oidc/callback");
    expect(visited.at(-1), server.output()).toBe("/login");
    expect(await response.text()).toContain("Sign-up is closed on this site.");
    await server.stop();
    const database = await openDatabase({ dataDir });
    try {
      expect(await database.users.findByEmail("stranger@example.test")).toBeNull();
    } finally {
      await database.close();
    }
  });
});
