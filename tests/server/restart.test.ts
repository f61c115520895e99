import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cookieFrom, startExpectingFailure, startServer } from "./server-process";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-restart-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function form(fields: Record<string, string>) {
  // The honeypot field must be present and empty, as the browser form sends it.
  return new URLSearchParams({ name__confirm: "", ...fields });
}

describe("the production server", () => {
  it("keeps every account across a restart", async () => {
    const env = { DATA_DIR: dataDir, RATE_LIMITS: "false" };
    const first = await startServer(env);
    try {
      const signUp = await fetch(`${first.url}/signup`, {
        method: "POST",
        body: form({
          email: "keep@example.test",
          password: "keep-me-please",
          confirmPassword: "keep-me-please",
        }),
        redirect: "manual",
      });
      expect(signUp.status).toBe(302);
      expect(signUp.headers.get("location")).toBe("/onboarding");
    } finally {
      await first.stop();
    }

    const second = await startServer(env);
    try {
      const signIn = await fetch(`${second.url}/login`, {
        method: "POST",
        body: form({ email: "keep@example.test", password: "keep-me-please" }),
        redirect: "manual",
      });
      expect(signIn.status).toBe(302);
      const me = await fetch(`${second.url}/api/auth/user`, {
        headers: { Cookie: cookieFrom(signIn) },
      });
      expect(me.status).toBe(200);
      expect((await me.json()).emailPartial).toBe("ke***@example.test");
    } finally {
      await second.stop();
    }
  });

  it("refuses to start on a bad variable with one line naming it", async () => {
    const { code, output } = await startExpectingFailure({ DATA_DIR: dataDir, PORT: "not-a-port" });
    expect(code).toBe(1);
    expect(output.trim().split("\n")).toHaveLength(1);
    expect(output).toContain("PORT");
  });

  it("sends security headers with a fresh CSP nonce on every page", async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      const [a, b] = await Promise.all([
        fetch(`${server.url}/landing`),
        fetch(`${server.url}/landing`),
      ]);
      const nonceOf = (r: Response) =>
        /'nonce-([^']+)'/.exec(r.headers.get("content-security-policy") ?? "")?.[1];
      expect(nonceOf(a)).toBeTruthy();
      expect(nonceOf(a)).not.toBe(nonceOf(b));
      expect(await a.text()).toContain(`nonce="${nonceOf(a)}"`);
      expect(a.headers.get("x-content-type-options")).toBe("nosniff");
      const cookie =
        (await fetch(`${server.url}/account`, { redirect: "manual" })).headers.get("set-cookie") ??
        "";
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    } finally {
      await server.stop();
    }
  });
});
