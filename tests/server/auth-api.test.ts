import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, startServer, type RunningServer } from "./server-process";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-auth-api-"));
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "false" });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signUp(email: string): Promise<string> {
  const response = await fetch(`${server.url}/signup`, {
    method: "POST",
    body: new URLSearchParams({
      name__confirm: "",
      email,
      password: "pass-word-1",
      confirmPassword: "pass-word-1",
    }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  return cookieFrom(response);
}

const json = (cookie: string, method: string, body: unknown) => ({
  method,
  headers: { Cookie: cookie, "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

describe("session and profile API (docs/product.md#api-calls)", () => {
  it("completes a profile over JSON with the onboarding rules", async () => {
    const cookie = await signUp("json@example.test");
    const missing = await fetch(
      `${server.url}/api/profile/complete`,
      json(cookie, "POST", { firstName: "A" }),
    );
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe(
      "Required fields missing: Please fill in your first name, last name, and username",
    );
    const bad = await fetch(
      `${server.url}/api/profile/complete`,
      json(cookie, "POST", { firstName: "A", lastName: "B", username: "no spaces" }),
    );
    expect((await bad.json()).message).toMatch(
      /Username can only contain letters, numbers, hyphens, and underscores/,
    );
    const ok = await fetch(
      `${server.url}/api/profile/complete`,
      json(cookie, "POST", {
        firstName: "Json",
        lastName: "Person",
        username: "json_person",
        tagline: "hi",
      }),
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      username: "json_person",
      firstName: "Json",
      portfolioUrl: "/json_person",
    });
  });

  it("updates a profile with PUT and echoes the portfolio fields", async () => {
    const cookie = await signUp("put@example.test");
    await fetch(
      `${server.url}/api/profile/complete`,
      json(cookie, "POST", { firstName: "Put", lastName: "Person", username: "put_person" }),
    );
    const response = await fetch(
      `${server.url}/api/profile`,
      json(cookie, "PUT", { portfolioUrlType: "fullname_dot", tagline: "Light chaser" }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      tagline: "Light chaser",
      portfolioUrl: "/put.person",
    });
    const portfolio = await fetch(`${server.url}/put.person`);
    expect(portfolio.status).toBe(200);
  });

  it("refuses a username another user holds, in any case", async () => {
    const cookie = await signUp("taken@example.test");
    const response = await fetch(
      `${server.url}/api/profile/complete`,
      json(cookie, "POST", { firstName: "T", lastName: "K", username: "JSON_PERSON" }),
    );
    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/already taken/);
  });

  it("answers 401 to profile calls when signed out, and 415 to a non-JSON body", async () => {
    expect((await fetch(`${server.url}/api/profile`, json("", "PUT", {}))).status).toBe(401);
    const cookie = await signUp("form@example.test");
    const response = await fetch(`${server.url}/api/profile`, {
      method: "PUT",
      headers: { Cookie: cookie, "Content-Type": "text/plain" },
      body: "{}",
    });
    expect(response.status).toBe(415);
  });

  it("ends the session with POST /api/auth/logout", async () => {
    const cookie = await signUp("bye@example.test");
    expect(
      (await fetch(`${server.url}/api/auth/user`, { headers: { Cookie: cookie } })).status,
    ).toBe(200);
    const logout = await fetch(`${server.url}/api/auth/logout`, {
      method: "POST",
      headers: { Cookie: cookie },
    });
    expect(logout.status).toBe(200);
    // The old cookie is worthless afterwards: the session record is gone.
    expect(
      (await fetch(`${server.url}/api/auth/user`, { headers: { Cookie: cookie } })).status,
    ).toBe(401);
  });

  it("signs out with GET /api/logout and goes home", async () => {
    const cookie = await signUp("nav@example.test");
    const response = await fetch(`${server.url}/api/logout`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    expect(
      (await fetch(`${server.url}/api/auth/user`, { headers: { Cookie: cookie } })).status,
    ).toBe(401);
  });

  it("rotates the session id on sign-in", async () => {
    const before = await signUp("rotate@example.test");
    const signIn = await fetch(`${server.url}/login`, {
      method: "POST",
      headers: { Cookie: before },
      body: new URLSearchParams({
        name__confirm: "",
        email: "rotate@example.test",
        password: "pass-word-1",
      }),
      redirect: "manual",
    });
    const after = cookieFrom(signIn);
    expect(after).toMatch(/__session=/);
    expect(after).not.toBe(before);
    expect(
      (await fetch(`${server.url}/api/auth/user`, { headers: { Cookie: before } })).status,
    ).toBe(401);
  });
});
