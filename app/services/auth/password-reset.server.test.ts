import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-password-reset-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = "password-reset-test-secret";
process.env.SITE_URL = "https://photos.example.test/";

const { closeDatabase, db } = await import("~/data/db.server");
const { hashPassword, verifyPassword } = await import("~/services/passwords.server");
const { countResetRequest, TOO_MANY_FOR_ACCOUNT, TOO_MANY_FROM_ADDRESS } =
  await import("./password-reset-limits.server");
const { resetMail } = await import("./password-reset-mail.server");
const { issueResetLink, resetLinkWorks, resetPassword, startResetLink } =
  await import("./password-reset.server");

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

let count = 0;
async function newAccount() {
  const { users, sessions } = await db();
  const email = `ana${count++}@example.test`;
  const user = await users.create({ email, passwordHash: await hashPassword("old-password-1") });
  const inAMonth = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  const session = await sessions.create({
    userId: user.id,
    data: { userId: user.id },
    expiresAt: inAMonth,
  });
  return { user, email, session };
}

/** The token of the newest reset mail to `to`, read from the local inbox. */
async function tokenMailedTo(to: string) {
  const { emails } = await db();
  const mail = (await emails.list()).find((m) => m.to === to);
  if (!mail) return null;
  const link = /https:\/\/photos\.example\.test\/reset-password\?token=([\w-]+)/.exec(
    mail.text ?? "",
  );
  expect(mail.html).toContain(link![0]);
  return link![1]!;
}

describe("password reset", () => {
  it("mails a one-time link that sets the password and ends every session", async () => {
    const { user, email, session } = await newAccount();
    await startResetLink(email.toUpperCase());
    const token = (await tokenMailedTo(email))!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(await resetLinkWorks(token)).toBe(true);

    expect(await resetPassword(token, "new-password-2")).toMatchObject({ id: user.id });

    const { users, sessions } = await db();
    const stored = (await users.findById(user.id))!;
    expect(await verifyPassword("new-password-2", stored.passwordHash!)).toBe(true);
    expect(await verifyPassword("old-password-1", stored.passwordHash!)).toBe(false);
    expect(await sessions.read(session)).toBeNull();
    // Used once: the same link changes nothing the second time.
    expect(await resetLinkWorks(token)).toBe(false);
    expect(await resetPassword(token, "third-password-3")).toBeNull();
    const after = (await users.findById(user.id))!;
    expect(await verifyPassword("new-password-2", after.passwordHash!)).toBe(true);
  });

  it("sends nothing for an address without an account, and answers the same way", async () => {
    const { emails } = await db();
    const before = (await emails.list()).length;
    await expect(startResetLink("nobody@example.test")).resolves.toBeUndefined();
    expect((await emails.list()).length).toBe(before);
  });

  it("lets a link work for one hour only", async () => {
    const { user } = await newAccount();
    vi.useFakeTimers({ toFake: ["Date"] });
    const { path: linkPath } = await issueResetLink(user);
    const token = new URLSearchParams(linkPath.split("?")[1]).get("token")!;

    vi.setSystemTime(Date.now() + 59 * 60 * 1000);
    expect(await resetLinkWorks(token)).toBe(true);
    vi.setSystemTime(Date.now() + 2 * 60 * 1000);
    expect(await resetLinkWorks(token)).toBe(false);
    expect(await resetPassword(token, "new-password-2")).toBeNull();
  });

  it("ends the older links when a new one is asked for", async () => {
    const { user } = await newAccount();
    const first = await issueResetLink(user);
    const second = await issueResetLink(user);
    const tokenOf = (p: string) => new URLSearchParams(p.split("?")[1]).get("token")!;

    expect(await resetLinkWorks(tokenOf(first.path))).toBe(false);
    expect(await resetLinkWorks(tokenOf(second.path))).toBe(true);
    expect(second.url).toBe(`https://photos.example.test${second.path}`);
  });

  it("refuses a made-up token without touching any account", async () => {
    expect(await resetLinkWorks("made-up")).toBe(false);
    expect(await resetPassword("made-up", "new-password-2")).toBeNull();
  });

  it("limits requests per client address and per account address alike", async () => {
    for (let i = 0; i < 10; i++)
      expect(await countResetRequest("192.0.2.1", `x${i}@example.test`)).toBeNull();
    expect(await countResetRequest("192.0.2.1", "y@example.test")).toMatchObject({
      message: TOO_MANY_FROM_ADDRESS,
      retryAfterSeconds: 900,
    });

    // Per account: the same refusal for an address with an account as for one without.
    for (const email of ["ana0@example.test", "nobody@example.test"]) {
      for (let i = 0; i < 3; i++)
        expect(await countResetRequest(`198.51.100.${i}`, email)).toBeNull();
      expect(await countResetRequest("198.51.100.9", email.toUpperCase())).toMatchObject({
        message: TOO_MANY_FOR_ACCOUNT,
      });
    }
  });

  it("gives the path to open when SITE_URL is unset, never a link from a request's Host", () => {
    const mail = resetMail("ana@example.test", { path: "/reset-password?token=abc", url: null });
    expect(mail.text).toContain("go to this address on it: /reset-password?token=abc");
    expect(mail.html).not.toContain("href");
  });
});
