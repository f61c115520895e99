import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir } from "~/services/photos/test-support";

/**
 * The links page's plain forms (docs/product.md#share-links): what a photographer types becomes
 * the link the service stores, the address is shown once, refusals land on their field and
 * change nothing, and another photographer's collection or link is not found.
 */
const dataDir = tempDataDir("viewfinder-share-link-forms-");
const { closeDatabase } = await import("~/data/db.server");
const { createCollection } = await import("~/services/collections/own-collections.server");
const { listShareLinks } = await import("~/services/share-links/own-links.server");
const { createLinkForm, revokeLinkForm, updateLinkForm } =
  await import("./share-link-forms.server");

const ORIGIN = "https://photos.example";
let userId = "";
let otherId = "";
let collectionId = "";
beforeAll(async () => {
  userId = (await createUser("linkforms")).id;
  otherId = (await createUser("otherforms")).id;
  collectionId = (await createCollection(userId, { title: "Smith wedding" })).id;
});
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
};
const nextYear = new Date().getUTCFullYear() + 1;
const links = () => listShareLinks(userId, collectionId);

describe("share link forms", () => {
  let linkId = "";

  it("creates the link as typed and answers its full address once", async () => {
    const outcome = await createLinkForm(
      userId,
      collectionId,
      form({
        label: "Smith wedding — family",
        password: "secret-1",
        expiresOn: `${nextYear}-03-14`,
        downloads: "web",
        favourites: "on",
        favouritesLimit: "25",
      }),
      ORIGIN,
    );
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.created.address).toMatch(/^https:\/\/photos\.example\/s\/[\w-]{43}$/);
    const [link] = await links();
    linkId = link!.id;
    expect(link).toMatchObject({
      label: "Smith wedding — family",
      hasPassword: true,
      downloads: "web",
      favourites: true,
      favouritesLimit: 25,
      watermark: false,
      // The end of the chosen day in UTC.
      expiresAt: `${nextYear}-03-15T00:00:00.000Z`,
    });
    expect(JSON.stringify(await links())).not.toContain(outcome.created.address.slice(-43));
  });

  it("refuses bad input on its field and stores nothing", async () => {
    const short = await createLinkForm(userId, collectionId, form({ password: "abc" }), ORIGIN);
    expect(short).toMatchObject({ ok: false, field: "password", status: 400 });
    const past = await createLinkForm(
      userId,
      collectionId,
      form({ label: "Kept", expiresOn: "2001-01-01" }),
      ORIGIN,
    );
    expect(past).toMatchObject({ ok: false, field: "expiresOn", values: { label: "Kept" } });
    const notADay = await createLinkForm(
      userId,
      collectionId,
      form({ expiresOn: "2030-02-31" }),
      ORIGIN,
    );
    expect(notADay).toMatchObject({ ok: false, field: "expiresOn" });
    const downloads = await createLinkForm(
      userId,
      collectionId,
      form({ downloads: "all" }),
      ORIGIN,
    );
    expect(downloads).toMatchObject({ ok: false, field: "downloads" });
    const limit = await createLinkForm(
      userId,
      collectionId,
      form({ favourites: "on", favouritesLimit: "many" }),
      ORIGIN,
    );
    expect(limit).toMatchObject({ ok: false, field: "favouritesLimit" });
    expect(await links()).toHaveLength(1);
  });

  it("edits the settings and keeps, changes or removes the password", async () => {
    const edit = (fields: Record<string, string>) =>
      updateLinkForm(userId, collectionId, form({ linkId, label: "Family", ...fields }));
    const cleared = { expiresOn: "", savedExpiresOn: `${nextYear}-03-14` };
    expect(await edit({ downloads: "original", passwordChange: "keep", ...cleared })).toMatchObject(
      {
        ok: true,
      },
    );
    expect((await links())[0]).toMatchObject({
      label: "Family",
      downloads: "original",
      hasPassword: true,
      favourites: false,
      expiresAt: null,
    });
    const empty = await edit({ passwordChange: "change", password: "" });
    expect(empty).toMatchObject({ ok: false, field: "password" });
    expect((await links())[0]!.hasPassword).toBe(true);
    expect(await edit({ passwordChange: "remove" })).toMatchObject({ ok: true });
    expect((await links())[0]!.hasPassword).toBe(false);
  });

  it("leaves an expiry that is not changed as it is, even a past one", async () => {
    const { db } = await import("~/data/db.server");
    const { shareLinks } = await db();
    const past = new Date(Date.UTC(2020, 0, 2));
    await shareLinks.update(linkId, { expiresAt: past });
    const kept = await updateLinkForm(
      userId,
      collectionId,
      form({ linkId, label: "Family", expiresOn: "2020-01-01", savedExpiresOn: "2020-01-01" }),
    );
    expect(kept).toMatchObject({ ok: true });
    expect((await links())[0]).toMatchObject({ label: "Family", expired: true });
    const moved = await updateLinkForm(
      userId,
      collectionId,
      form({ linkId, label: "Family", expiresOn: "", savedExpiresOn: "2020-01-01" }),
    );
    expect(moved).toMatchObject({ ok: true });
    expect((await links())[0]).toMatchObject({ expiresAt: null, expired: false });
  });

  it("revokes, after which the link changes no more", async () => {
    expect(await revokeLinkForm(userId, collectionId, form({ linkId }))).toMatchObject({
      ok: true,
      toast: { title: "Link revoked" },
    });
    expect((await links())[0]!.revokedAt).not.toBeNull();
    const again = await updateLinkForm(userId, collectionId, form({ linkId, label: "Back" }));
    expect(again).toMatchObject({ ok: false, status: 404 });
  });

  it("treats another photographer's collection or link as not found", async () => {
    const made = await createLinkForm(otherId, collectionId, form({ label: "Mine" }), ORIGIN);
    expect(made).toMatchObject({ ok: false, status: 404 });
    const theirs = (await createCollection(otherId, { title: "Theirs" })).id;
    const revoke = await revokeLinkForm(userId, theirs, form({ linkId }));
    expect(revoke).toMatchObject({ ok: false, status: 404 });
    expect(await links()).toHaveLength(1);
  });
});
