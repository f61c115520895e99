import { rmSync } from "node:fs";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { tempDataDir } from "~/services/photos/test-support";

const dataDir = tempDataDir("viewfinder-user-status-");
const { db, closeDatabase } = await import("~/data/db.server");
const { objectStore } = await import("~/storage/store.server");
const { setUserStatus, deleteUserAccount, LAST_ADMIN_SUSPEND, LAST_ADMIN_DELETE } =
  await import("./user-status.server");
const { changeUserRole, LAST_ADMIN_MESSAGE } = await import("./users.server");
const { findPortfolioOwner } = await import("~/services/portfolio.server");
const { homeGallery } = await import("~/services/gallery/public-photos.server");
const { buildSitemap } = await import("~/services/gallery/sitemap.server");
const { publishedPhotoMediaRule } = await import("~/services/photos/photo-media-rule.server");
const { portfolioTemplateId } = await import("~/services/templates/index.server");

const refusal = (status: number, message: string) =>
  expect.objectContaining({ name: "AdminRefusal", status, message });

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  const { users } = await db();
  for (const user of await users.list()) await users.delete(user.id);
});

let n = 0;
async function account(role: "user" | "admin" = "user") {
  const { users } = await db();
  const name = `person${++n}`;
  return users.create({ email: `${name}@example.test`, role, username: name });
}

/** A photo with a real derivative file in the store, public or not. */
async function photoOf(userId: string, isPublic: boolean) {
  const { photos } = await db();
  const photo = await photos.create({ userId, title: `Photo ${++n}`, isPublic });
  const key = `photo/${userId}/${photo.id}/w640-0a1b2c3d.webp`;
  await objectStore().put(key, Buffer.from("webp bytes"), { contentType: "image/webp" });
  return (await photos.update(photo.id, {
    derivatives: [{ key, width: 640, height: 480, format: "webp", size: 10 }],
  }))!;
}

const mediaKey = (photo: { id: string; publicationKey?: string }) =>
  `p/${photo.id}/${photo.publicationKey}/w640-0a1b2c3d.webp`;
const servedAt = (key: string) => publishedPhotoMediaRule.authorize(key, async () => null);

describe("suspending and reinstating an account", () => {
  it("hides the portfolio and public photos, ends sessions, and brings all back as it was", async () => {
    await account("admin");
    const jane = await account();
    const shown = await photoOf(jane.id, true);
    const kept = await photoOf(jane.id, false);
    const { photos, sessions } = await db();
    await photos.update(shown.id, { featured: true });
    const session = await sessions.create({
      userId: jane.id,
      data: { userId: jane.id },
      expiresAt: new Date(Date.now() + 60_000),
    });
    const publicUrl = mediaKey(shown);
    expect(await servedAt(publicUrl)).not.toBeNull();

    await expect(setUserStatus(jane.id, "suspended")).resolves.toMatchObject({
      status: "suspended",
    });
    expect(await findPortfolioOwner(jane.username!)).toBeNull();
    expect(await portfolioTemplateId(jane.id)).toBeNull();
    expect((await homeGallery({})).map((p) => p.id)).not.toContain(shown.id);
    expect(await buildSitemap("https://example.test")).not.toContain(jane.username);
    expect(await servedAt(publicUrl)).toBeNull();
    expect(await sessions.read(session)).toBeNull();
    // Nothing is deleted.
    expect(await photos.countByUser(jane.id)).toBe(2);
    expect(await objectStore().list(`photo/${jane.id}/`)).toHaveLength(2);

    await expect(setUserStatus(jane.id, "active")).resolves.toMatchObject({ status: "active" });
    expect((await findPortfolioOwner(jane.username!))?.id).toBe(jane.id);
    const back = (await photos.findById(shown.id))!;
    expect(back).toMatchObject({ isPublic: true, featured: true });
    expect(back.publicBeforeSuspension).toBeUndefined();
    expect((await photos.findById(kept.id))?.isPublic).toBe(false);
    expect((await homeGallery({})).map((p) => p.id)).toContain(shown.id);
    expect(await buildSitemap("https://example.test")).toContain(`/${jane.username}`);
    // The URL cached before the suspension stays dead; the new one serves.
    expect(await servedAt(publicUrl)).toBeNull();
    expect(await servedAt(mediaKey(back))).not.toBeNull();
  });

  it("never suspends the last admin who can sign in, nor lets a suspended one count", async () => {
    const boss = await account("admin");
    const other = await account("admin");
    await expect(setUserStatus(other.id, "suspended")).resolves.toMatchObject({
      status: "suspended",
    });
    await expect(setUserStatus(boss.id, "suspended")).rejects.toEqual(
      refusal(409, LAST_ADMIN_SUSPEND),
    );
    await expect(changeUserRole(boss.id, "user")).rejects.toEqual(refusal(409, LAST_ADMIN_MESSAGE));
    await expect(deleteUserAccount(boss.id)).rejects.toEqual(refusal(409, LAST_ADMIN_DELETE));
    const { users } = await db();
    expect((await users.findById(boss.id))?.status).not.toBe("suspended");
    expect(LAST_ADMIN_SUSPEND).toBe("The last administrator cannot be suspended.");
  });

  it("of two admins suspending each other at once, one stays", async () => {
    const a = await account("admin");
    const b = await account("admin");
    const results = await Promise.allSettled([
      setUserStatus(a.id, "suspended"),
      setUserStatus(b.id, "suspended"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const { users } = await db();
    expect(await users.countActiveAdmins()).toBe(1);
  });

  it("answers not found for an unknown user", async () => {
    await expect(setUserStatus("nobody", "suspended")).rejects.toEqual(
      refusal(404, "User not found"),
    );
    await expect(deleteUserAccount("nobody")).rejects.toEqual(refusal(404, "User not found"));
  });
});

describe("deleting an account", () => {
  it("removes its records and files, and leaves everyone else's", async () => {
    await account("admin");
    const jane = await account();
    const other = await account();
    await photoOf(jane.id, true);
    await photoOf(jane.id, false);
    const theirs = await photoOf(other.id, true);
    const { messages, pageViews, photos, sessions, users } = await db();
    await objectStore().put(`avatar/${jane.id}/0a1b2c3d.webp`, Buffer.from("avatar"), {
      contentType: "image/webp",
    });
    await messages.create({
      name: "Visitor",
      email: "v@example.test",
      subject: "Hi",
      message: "Nice work",
      portfolioUserId: jane.id,
    });
    await pageViews.record("portfolio", jane.id, jane.id);
    await sessions.create({ userId: jane.id, data: {}, expiresAt: new Date(Date.now() + 60_000) });

    await expect(deleteUserAccount(jane.id, "someone-else")).rejects.toMatchObject({
      name: "DeletionNotConfirmed",
      message: `Type ${jane.username} exactly to delete this account.`,
    });
    expect(await users.findById(jane.id)).not.toBeNull();

    await deleteUserAccount(jane.id, jane.username!.toUpperCase());
    expect(await users.findById(jane.id)).toBeNull();
    expect(await photos.countByUser(jane.id)).toBe(0);
    expect(await objectStore().list(`photo/${jane.id}/`)).toEqual([]);
    expect(await objectStore().list(`avatar/${jane.id}/`)).toEqual([]);
    expect(await messages.list({ portfolioUserId: jane.id })).toEqual([]);
    expect((await pageViews.totalsByOwner(jane.id)).size).toBe(0);
    expect(await photos.findById(theirs.id)).not.toBeNull();
    expect(await objectStore().list(`photo/${other.id}/`)).toHaveLength(1);
  });
});
