import { rm } from "node:fs/promises";
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "@remix-run/router";
import { afterAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir } from "~/services/photos/test-support";

// The sign-in and sign-up pages' answers to a post, as their forms show them
// (services/auth/auth-form.server.ts); the routes' actions are called as Remix calls them.

const dataDir = tempDataDir("viewfinder-auth-forms-");
process.env.RATE_LIMITS = "false";

const { closeDatabase, db } = await import("~/data/db.server");
const { hashPassword } = await import("~/services/passwords.server");
const { commitSession, newSession } = await import("~/services/session.server");
const login = await import("~/routes/login");
const signup = await import("~/routes/signup");

afterAll(async () => {
  await closeDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

const context = { clientAddress: "127.0.0.1" };
type Reply = { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };

function post(path: string, form: Record<string, string>) {
  return new Request(`http://viewfinder.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name__confirm: "", ...form }),
  });
}

async function answer(
  route: typeof login | typeof signup,
  path: string,
  form: Record<string, string>,
) {
  const result = (await route.action({
    request: post(path, form),
    params: {},
    context,
  })) as unknown;
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("Location") };
  const { data, init } = result as DataWithResponseInit<Reply>;
  return { status: init?.status, reply: data };
}

const SIGN_UP = {
  email: "new@example.test",
  password: "a-good-password-1",
  confirmPassword: "a-good-password-1",
};

describe("the sign-in and sign-up forms' answers", () => {
  it("send invalid fields back with 400, without the passwords typed", async () => {
    const signIn = await answer(login, "/login", {
      email: "not-an-email",
      password: "secret-typed",
    });
    expect(signIn.status).toBe(400);
    expect(signIn.reply?.error?.email?.length).toBeGreaterThan(0);
    expect(JSON.stringify(signIn.reply)).not.toContain("secret-typed");
    const up = await answer(signup, "/signup", { ...SIGN_UP, confirmPassword: "other-password-2" });
    expect(up.status).toBe(400);
    expect(JSON.stringify(up.reply)).not.toContain("a-good-password-1");
  });

  it("refuse a filled honeypot on both forms", async () => {
    for (const [route, path, form] of [
      [login, "/login", { email: "a@example.test", password: "whatever-1" }],
      [signup, "/signup", SIGN_UP],
    ] as const) {
      const refused = await answer(route, path, { ...form, name__confirm: "bot" });
      expect(refused.status).toBe(400);
      expect(refused.reply?.error?.[""]).toEqual(["Bot detection failed"]);
    }
    expect(await (await db()).users.findByEmail(SIGN_UP.email)).toBeNull();
  });

  it("sign up, then refuse the same email on its field with 409", async () => {
    const made = await answer(signup, "/signup", SIGN_UP);
    expect(made).toMatchObject({ status: 302, location: "/onboarding" });
    const again = await answer(signup, "/signup", SIGN_UP);
    expect(again.status).toBe(409);
    expect(again.reply?.error?.email?.length).toBeGreaterThan(0);
  });

  it("say a wrong password on the form with 401, and sign in with the right one", async () => {
    const { users } = await db();
    const user = await createUser("signs-in");
    await users.update(user.id, { passwordHash: await hashPassword("right-password-1") });
    const wrong = await answer(login, "/login", {
      email: user.email,
      password: "wrong-password-1",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.reply?.error?.[""]?.length).toBe(1);
    const right = await answer(login, "/login", {
      email: user.email,
      password: "right-password-1",
    });
    expect(right.status).toBe(302);
  });

  it("send a signed-in visitor away from both pages", async () => {
    const user = await createUser("already-in");
    const session = await newSession();
    session.set("userId", user.id);
    const cookie = (await commitSession(session)).split(";")[0]!;
    for (const [route, path] of [
      [login, "/login"],
      [signup, "/signup"],
    ] as const) {
      const request = new Request(`http://viewfinder.test${path}`, { headers: { Cookie: cookie } });
      const thrown = await route.loader({ request, params: {}, context }).catch((r: unknown) => r);
      expect((thrown as Response).status).toBe(302);
    }
  });
});
