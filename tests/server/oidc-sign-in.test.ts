import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOidcProvider, type OidcStandIn } from "../stand-ins/oidc-provider";
import { startServer, type RunningServer } from "./server-process";

let provider: OidcStandIn;
let server: RunningServer;
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-oidc-"));

beforeAll(async () => {
  provider = await startOidcProvider({
    sub: "person-42",
    email: "grace@example.test",
    email_verified: true,
    given_name: "Grace",
    family_name: "Hopper",
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
    const cookies = jar.get(url.host) ?? new Map();
    const response = await fetch(url, {
      redirect: "manual",
      headers: { Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = pair!.split("=");
      cookies.set(name!, value.join("="));
    }
    jar.set(url.host, cookies);
    const location = response.headers.get("location");
    if (!location) return { response, visited, cookies };
    url = new URL(location, url);
  }
  throw new Error("too many redirects");
}

describe("single sign-on through an OIDC provider", () => {
  it("signs a new person in through the provider and creates their account", async () => {
    const { visited, cookies } = await browse(`${server.url}/api/login`);
    expect(visited.slice(0, 3)).toEqual(["/api/login", "/api/auth/oidc", "/authorize"]);
    expect(visited).toContain("/api/auth/oidc/callback");
    expect(visited.at(-1), server.output()).toBe("/onboarding");

    const me = await fetch(`${server.url}/api/auth/user`, {
      headers: { Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(me.status).toBe(200);
    const user = await me.json();
    expect(user).toMatchObject({
      firstName: "Grace",
      lastName: "Hopper",
      emailPartial: "gr***@example.test",
    });
  });

  it("signs the same person into the same account the second time", async () => {
    const first = await browse(`${server.url}/api/login`);
    const second = await browse(`${server.url}/api/login`);
    const idOf = async (cookies: Map<string, string>) =>
      (
        await (
          await fetch(`${server.url}/api/auth/user`, {
            headers: { Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
          })
        ).json()
      ).id;
    expect(await idOf(first.cookies)).toBe(await idOf(second.cookies));
  });
});
