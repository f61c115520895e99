import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir } from "~/services/photos/test-support";

const dataDir = tempDataDir("viewfinder-share-links-");
const { db, closeDatabase } = await import("~/data/db.server");
const own = await import("./own-links.server");
const access = await import("./guest-access.server");
const { submitLinkPassword } = await import("./password-gate.server");
const { createCollection, setCollectionPhotos, deleteCollection } =
  await import("~/services/collections/own-collections.server");
const { CollectionNotFoundError } = await import("~/services/collections/errors.server");
const { securityHeaders } = await import("~/server/security-headers.server");

let userId = "";
let otherId = "";
let collectionId = "";
const photoIds: string[] = [];
beforeAll(async () => {
  userId = (await createUser("deliverer")).id;
  otherId = (await createUser("someone")).id;
  const { photos } = await db();
  // The second is private: a link shows it all the same (ADR 63).
  for (const [title, isPublic] of [
    ["One", true],
    ["Two", false],
    ["Three", true],
  ] as const) {
    photoIds.push((await photos.create({ userId, title, category: "nature", isPublic })).id);
  }
  collectionId = (await createCollection(userId, { title: "Wedding" })).id;
  await setCollectionPhotos(userId, collectionId, [photoIds[2]!, photoIds[1]!, photoIds[0]!]);
});
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const tokenOf = (url: string) => url.slice("/s/".length);
const request = (cookie?: string) =>
  new Request("http://localhost/s/x", { headers: cookie ? { Cookie: cookie } : {} });

describe("links and their tokens", () => {
  it("gives the address once, keeps only the token's SHA-256 and the password's hash", async () => {
    const made = await own.createShareLink(userId, collectionId, {
      label: " Family ",
      password: "open sesame",
      downloads: "web",
    });
    const token = tokenOf(made.url);
    // 256 bits in base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({ label: "Family", hasPassword: true, downloads: "web" });
    const listed = await own.listShareLinks(userId, collectionId);
    const text = JSON.stringify(listed);
    expect(text).not.toContain(token);
    expect(text).not.toContain("Hash");
    expect(listed.find((link) => link.id === made.id)).not.toHaveProperty("url");

    const { shareLinks } = await db();
    const stored = (await shareLinks.findByToken(token))!;
    expect(stored.id).toBe(made.id);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.passwordHash).toMatch(/^scrypt\$/);
    expect(stored.passwordHash).not.toContain("open sesame");
  });

  it("refuses another photographer's collection as not found, and bad fields", async () => {
    await expect(
      own.createShareLink(otherId, collectionId, { downloads: "none" }),
    ).rejects.toBeInstanceOf(CollectionNotFoundError);
    await expect(own.listShareLinks(otherId, collectionId)).rejects.toBeInstanceOf(
      CollectionNotFoundError,
    );
    await expect(
      own.createShareLink(userId, collectionId, { downloads: "everything" }),
    ).rejects.toThrow("Downloads must be none, web or original.");
    await expect(
      own.createShareLink(userId, collectionId, { expiresAt: "2001-01-01T00:00:00Z" }),
    ).rejects.toThrow("The expiry must be in the future.");
  });
});

describe("what a guest gets through a link", () => {
  it("is not found for an unknown or revoked token, gone once expired", async () => {
    expect((await access.linkState(request(), "x".repeat(43))).kind).toBe("not-found");
    expect((await access.linkState(request(), "short")).kind).toBe("not-found");
    const made = await own.createShareLink(userId, collectionId, {});
    const token = tokenOf(made.url);
    expect((await access.linkState(request(), token)).kind).toBe("open");
    const later = new Date(Date.now() + 2 * 86_400_000);
    await own.updateShareLink(userId, collectionId, made.id, { expiresAt: later.toISOString() });
    expect((await access.linkState(request(), token)).kind).toBe("open");
    expect((await access.linkState(request(), token, new Date(later.getTime() + 1))).kind).toBe(
      "expired",
    );
    await own.revokeShareLink(userId, collectionId, made.id);
    expect((await access.linkState(request(), token)).kind).toBe("not-found");
  });

  it("shows the collection's members in its order, private ones too, and no more", async () => {
    const made = await own.createShareLink(userId, collectionId, {});
    const open = (await access.openLink(request(), tokenOf(made.url)))!;
    expect((await access.linkPhotos(open)).map((photo) => photo.id)).toEqual([
      photoIds[2],
      photoIds[1],
      photoIds[0],
    ]);
    const { photos } = await db();
    const stranger = await photos.create({
      userId: otherId,
      title: "Not theirs",
      category: "nature",
    });
    expect(await access.linkPhoto(open, stranger.id)).toBeNull();
    await setCollectionPhotos(userId, collectionId, [photoIds[0]!]);
    const reopened = (await access.openLink(request(), tokenOf(made.url)))!;
    expect((await access.linkPhotos(reopened)).map((photo) => photo.id)).toEqual([photoIds[0]]);
    expect(await access.linkPhoto(reopened, photoIds[2]!)).toBeNull();
    await setCollectionPhotos(userId, collectionId, [photoIds[2]!, photoIds[1]!, photoIds[0]!]);
  });

  it("stays locked without the password; the right one unlocks this link only", async () => {
    const made = await own.createShareLink(userId, collectionId, { password: "right one" });
    const other = await own.createShareLink(userId, collectionId, { password: "right one" });
    const token = tokenOf(made.url);
    const state = await access.linkState(request(), token);
    expect(state.kind).toBe("locked");
    if (state.kind !== "locked") return;
    expect((await submitLinkPassword(state, "wrong", "127.0.0.5")).kind).toBe("wrong");
    const outcome = await submitLinkPassword(state, "right one", "127.0.0.5");
    expect(outcome.kind).toBe("unlocked");
    if (outcome.kind !== "unlocked") return;
    expect(outcome.setCookie).toContain(`Path=/s/${token}`);
    expect(outcome.setCookie).toContain("HttpOnly");
    expect(outcome.setCookie).toContain("SameSite=Lax");
    const cookie = outcome.setCookie.split(";")[0]!;
    expect((await access.linkState(request(cookie), token)).kind).toBe("open");
    expect((await access.linkState(request(cookie), tokenOf(other.url))).kind).toBe("locked");
    // A new password ends the unlocks given for the old one.
    await own.updateShareLink(userId, collectionId, made.id, { password: "another one" });
    expect((await access.linkState(request(cookie), token)).kind).toBe("locked");
  });

  it("refuses a sixth try after five wrong passwords from one address, not from another", async () => {
    const made = await own.createShareLink(userId, collectionId, { password: "right one" });
    const state = await access.linkState(request(), tokenOf(made.url));
    if (state.kind !== "locked") throw new Error("expected a locked link");
    for (let i = 0; i < 5; i++) {
      expect((await submitLinkPassword(state, `guess ${i}`, "127.0.0.6")).kind).toBe("wrong");
    }
    const sixth = await submitLinkPassword(state, "right one", "127.0.0.6");
    expect(sixth).toEqual({ kind: "throttled", retryAfterSeconds: 900 });
    expect((await submitLinkPassword(state, "right one", "127.0.0.7")).kind).toBe("unlocked");
  }, 30_000);

  it("answers every /s/ path with noindex, no referrer and no store", () => {
    const headers = new Map(securityHeaders("/s/anything/media/x/y"));
    expect(headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    expect(new Map(securityHeaders("/ana")).get("Referrer-Policy")).toBe(
      "strict-origin-when-cross-origin",
    );
  });
});

describe("a collection's deletion", () => {
  it("deletes its links", async () => {
    const doomed = await createCollection(userId, { title: "Doomed" });
    const made = await own.createShareLink(userId, doomed.id, {});
    await deleteCollection(userId, doomed.id);
    const { shareLinks } = await db();
    expect(await shareLinks.findById(made.id)).toBeNull();
    expect((await access.linkState(request(), tokenOf(made.url))).kind).toBe("not-found");
  });
});
