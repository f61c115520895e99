import { rm } from "node:fs/promises";
import type { HeadersFunction } from "@remix-run/node";
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "@remix-run/router";
import { afterAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir } from "~/services/photos/test-support";

// docs/decisions/0036-password-hashing-pool.md: when the pool's queue is full, the sign-up and
// change-password forms answer 503 with Retry-After and say why on the form, changing nothing.
// The pool is filled for real; the routes' actions are called as Remix calls them.

const dataDir = tempDataDir("viewfinder-busy-forms-");
// Rate limits are counted elsewhere; here every attempt reaches the password check.
process.env.RATE_LIMITS = "false";

const { db, closeDatabase } = await import("~/data/db.server");
const { commitSession, newSession } = await import("~/services/session.server");
const { getCurrentUser } = await import("~/services/auth/guards.server");
const { hashPassword, verifyPassword } = await import("./passwords.server");
const { fillPasswordHashingPool } = await import("./password-hashing-test-support");
const signupRoute = await import("~/routes/signup");
const accountRoute = await import("~/routes/account");

afterAll(async () => {
  await closeDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

const BUSY = "The server is busy checking passwords. Please try again in a few seconds.";
const SITE = "http://viewfinder.test";
const context = { clientAddress: "127.0.0.1" };

function post(path: string, form: Record<string, string>, cookie?: string) {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(form),
  });
}

/** What a page action answered: its status, headers and the data its form renders. */
function answerOf(result: unknown) {
  const answer = result as DataWithResponseInit<{ error?: Record<string, string[]> }>;
  expect(answer.type).toBe("DataWithResponseInit");
  const init = answer.init ?? {};
  return { status: init.status, headers: new Headers(init.headers), data: answer.data };
}

/** The page's own answer headers once its action answered with these (without JavaScript). */
function pageHeaders(headers: HeadersFunction, actionHeaders: Headers) {
  const empty = new Headers();
  return new Headers(
    headers({
      actionHeaders,
      loaderHeaders: empty,
      parentHeaders: empty,
      errorHeaders: undefined,
    }),
  );
}

describe("a full password-hashing pool", () => {
  it("makes sign-up answer 503 with Retry-After and its message on the form, creating no account", async () => {
    const { drained } = await fillPasswordHashingPool();
    const result = await signupRoute.action({
      request: post("/signup", {
        name__confirm: "",
        email: "busy-sign-up@example.test",
        password: "a-good-password-1",
        confirmPassword: "a-good-password-1",
      }),
      params: {},
      context,
    });
    const { status, headers, data } = answerOf(result);
    expect(status).toBe(503);
    const retryAfter = Number(headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // A form-level error: the sign-up form shows it above its fields.
    expect(data.error?.[""]).toEqual([BUSY]);
    expect(pageHeaders(signupRoute.headers, headers).get("Retry-After")).toBe(String(retryAfter));
    const { users } = await db();
    expect(await users.findByEmail("busy-sign-up@example.test")).toBeNull();
    await drained;
  }, 30_000);

  it("makes a password change answer 503 with Retry-After and its message on the form, changing nothing", async () => {
    const { users } = await db();
    const user = await createUser("busychange");
    await users.update(user.id, { passwordHash: await hashPassword("current-password-1") });
    const session = await newSession();
    session.set("userId", user.id);
    const cookie = (await commitSession(session)).split(";")[0]!;

    const { drained } = await fillPasswordHashingPool();
    const result = await accountRoute.action({
      request: post(
        "/account",
        {
          intent: "change-password",
          currentPassword: "current-password-1",
          newPassword: "a-new-password-2",
          confirmPassword: "a-new-password-2",
        },
        cookie,
      ),
      params: {},
      context,
    });
    const { status, headers, data } = answerOf(result);
    expect(status).toBe(503);
    const retryAfter = Number(headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // Shown under the current password field of the change-password form.
    expect(data).toMatchObject({ intent: "change-password", ok: false });
    expect((data as { result?: { error?: Record<string, string[]> } }).result?.error).toEqual({
      currentPassword: [BUSY],
    });
    expect(pageHeaders(accountRoute.headers, headers).get("Retry-After")).toBe(String(retryAfter));
    await drained;

    // Nothing changed: the old password still works and this device is still signed in.
    const stored = (await users.findById(user.id))!.passwordHash!;
    expect(await verifyPassword("current-password-1", stored)).toBe(true);
    const signedIn = await getCurrentUser(new Request(SITE, { headers: { Cookie: cookie } }));
    expect(signedIn?.id).toBe(user.id);
  }, 30_000);
});
