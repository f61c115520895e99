import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-registration-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = "registration-test-secret";
process.env.ADMIN_EMAIL = "owner@example.test";
process.env.ADMIN_PASSWORD = "owner-password-1";

const { closeDatabase, db } = await import("~/data/db.server");
const { signUp } = await import("~/services/auth/sign-in.server");
const { ensureAdmin } = await import("~/server/bootstrap.server");
const { createInvitation, listInvitations } = await import("./invitations.server");
const { INVITATION_NEEDED, INVITATION_NOT_VALID, SIGN_UP_CLOSED, signUpRefusal } =
  await import("./registration.server");
const { updateSiteSettings } = await import("./site-settings.server");

const tokenOf = (pathWithToken: string) =>
  new URL(pathWithToken, "http://x").searchParams.get("invite")!;
const accountExists = async (email: string) =>
  (await (await db()).users.findByEmail(email)) !== null;

beforeEach(() => updateSiteSettings({ registration: "open" }));
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("registration modes", () => {
  it("open: anyone signs up, starting with the site's default template", async () => {
    await updateSiteSettings({ defaultTemplate: "monochrome" });

    const user = await signUp("open@example.test", "password-123");

    expect(user.templateId).toBe("monochrome");
    await updateSiteSettings({ defaultTemplate: "classic" });
  });

  it("closed: sign-up is refused and creates nothing", async () => {
    await updateSiteSettings({ registration: "closed" });

    expect(await signUpRefusal(null)).toBe(SIGN_UP_CLOSED);
    await expect(signUp("closed@example.test", "password-123")).rejects.toThrow(SIGN_UP_CLOSED);
    expect(await accountExists("closed@example.test")).toBe(false);
  });

  it("invite: only an invitation link signs up, and only once", async () => {
    await updateSiteSettings({ registration: "invite" });
    const token = tokenOf((await createInvitation("admin")).path);
    expect(token.length).toBeGreaterThanOrEqual(22); // 128 bits in base64url

    await expect(signUp("nolink@example.test", "password-123")).rejects.toThrow(INVITATION_NEEDED);
    await expect(signUp("guess@example.test", "password-123", "guessed")).rejects.toThrow(
      INVITATION_NOT_VALID,
    );
    expect(await signUpRefusal(token)).toBeNull();
    const invited = await signUp("invited@example.test", "password-123", token);
    await expect(signUp("second@example.test", "password-123", token)).rejects.toThrow(
      INVITATION_NOT_VALID,
    );

    expect(invited.email).toBe("invited@example.test");
    expect(await accountExists("nolink@example.test")).toBe(false);
    expect(await accountExists("second@example.test")).toBe(false);
    const [listed] = await (await db()).invitations.list();
    expect(listed).toMatchObject({ usedBy: invited.id });
  });

  it("invite: a link unused for 7 days no longer signs up, and the list says it expired", async () => {
    await updateSiteSettings({ registration: "invite" });
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    const old = await (
      await db()
    ).invitations.create({
      token: "an-old-link-made-eight-days-ago",
      createdBy: "admin",
      createdAt: eightDaysAgo,
    });

    expect(await signUpRefusal("an-old-link-made-eight-days-ago")).toBe(INVITATION_NOT_VALID);
    await expect(
      signUp("late@example.test", "password-123", "an-old-link-made-eight-days-ago"),
    ).rejects.toThrow(INVITATION_NOT_VALID);
    expect(await accountExists("late@example.test")).toBe(false);
    const listed = (await listInvitations()).find((invitation) => invitation.id === old.id);
    expect(listed).toMatchObject({
      state: "expired",
      endedAt: new Date(eightDaysAgo.getTime() + 7 * 24 * 60 * 60 * 1000).toISOString(),
    });
    const { id } = await createInvitation("admin");
    const fresh = (await listInvitations()).find((invitation) => invitation.id === id)!;
    expect(fresh).toMatchObject({ state: "waiting", endedAt: null });
    const daysLeft = (Date.parse(fresh.expiresAt) - Date.now()) / (24 * 60 * 60 * 1000);
    expect(daysLeft).toBeGreaterThan(6.99);
  });

  it("invite: a link whose sign-up failed (address taken) still works", async () => {
    await updateSiteSettings({ registration: "invite" });
    const token = tokenOf((await createInvitation("admin")).path);
    await signUp(
      "taken@example.test",
      "password-123",
      tokenOf((await createInvitation("admin")).path),
    );

    await expect(signUp("taken@example.test", "password-123", token)).rejects.toThrow(
      /already exists/,
    );

    expect(await signUpRefusal(token)).toBeNull();
  });

  it("closed: the operator's ADMIN_EMAIL account is still made at start", async () => {
    await updateSiteSettings({ registration: "closed" });

    await ensureAdmin();

    expect((await (await db()).users.findByEmail("owner@example.test"))?.role).toBe("admin");
  });
});
