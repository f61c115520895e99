import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "./test-databases";

describe.each(engines)("share link guests, favourites and activity (%s)", (engine) => {
  const t = useTestDatabase(engine);

  const link = (collectionId: string, userId = "u1") =>
    t.db.shareLinks.create({
      token: `token-${collectionId}-${Math.random()}`,
      userId,
      collectionId,
      label: "",
      downloads: "none",
      favourites: true,
      favouritesLimit: 30,
      watermark: false,
      passwordHash: null,
      expiresAt: null,
    });

  it("keeps one favourite per guest and photo, with its comment", async () => {
    const made = await link("c1");
    expect(made.favouritesLimit).toBe(30);
    const guest = await t.db.linkGuests.create({ linkId: made.id, userId: "u1", name: "Ana", email: "a@x.test" });
    const mark = { linkId: made.id, guestId: guest.id, userId: "u1" };
    await t.db.linkFavourites.add({ ...mark, photoId: "p1" });
    await t.db.linkFavourites.setComment(guest.id, "p1", "brighter");
    await t.db.linkFavourites.add({ ...mark, photoId: "p1" });
    await t.db.linkFavourites.add({ ...mark, photoId: "p2" });
    const chosen = await t.db.linkFavourites.listByGuest(guest.id);
    // Ordered by time, and two made within one millisecond have none: compared by photo.
    const byPhoto = chosen.map((f) => [f.photoId, f.comment]).sort();
    expect(byPhoto).toEqual([
      ["p1", "brighter"],
      ["p2", ""],
    ]);
    expect(await t.db.linkFavourites.setComment(guest.id, "p9", "x")).toBeNull();
    expect(await t.db.linkFavourites.remove(guest.id, "p2")).toBe(true);
    expect(await t.db.linkFavourites.countByLink(made.id)).toBe(1);
  });

  it("deletes a collection's links with their guests, favourites and activity; revoking keeps them", async () => {
    const gone = await link("c1");
    const kept = await link("c2");
    for (const l of [gone, kept]) {
      const guest = await t.db.linkGuests.create({ linkId: l.id, userId: "u1", name: "G", email: "g@x.test" });
      await t.db.linkFavourites.add({ linkId: l.id, guestId: guest.id, userId: "u1", photoId: "p1" });
      await t.db.linkActivity.record({ linkId: l.id, userId: "u1", kind: "view", address: "10.0.0.0/24" });
    }
    await t.db.shareLinks.revoke(kept.id);
    await t.db.shareLinks.deleteByCollection("c1");
    const since = new Date(0);
    expect(await t.db.linkGuests.listByLinks([gone.id])).toEqual([]);
    expect(await t.db.linkFavourites.listByLinks([gone.id])).toEqual([]);
    expect(await t.db.linkActivity.listByLink(gone.id, since, 10)).toEqual([]);
    expect(await t.db.linkGuests.listByLinks([kept.id])).toHaveLength(1);
    expect(await t.db.linkFavourites.listByLinks([kept.id])).toHaveLength(1);
    expect(await t.db.linkActivity.listByLink(kept.id, since, 10)).toHaveLength(1);

    await t.db.shareLinks.deleteByUser("u1");
    expect(await t.db.linkGuests.listByLinks([kept.id])).toEqual([]);
    expect(await t.db.linkFavourites.listByLinks([kept.id])).toEqual([]);
    expect(await t.db.linkActivity.listByLink(kept.id, since, 10)).toEqual([]);
  });

  it("deletes one link for good with its guests, favourites and activity, and no other", async () => {
    const [gone, kept] = [await link("c1"), await link("c1")];
    for (const l of [gone, kept]) {
      const guest = await t.db.linkGuests.create({ linkId: l.id, userId: "u1", name: "G", email: "g@x.test" });
      await t.db.linkFavourites.add({ linkId: l.id, guestId: guest.id, userId: "u1", photoId: "p1" });
      await t.db.linkActivity.record({ linkId: l.id, userId: "u1", kind: "view", address: "10.0.0.0/24" });
    }
    expect(await t.db.shareLinks.deleteOne(gone.id)).toBe(true);
    expect(await t.db.shareLinks.findById(gone.id)).toBeNull();
    const since = new Date(0);
    expect(await t.db.linkGuests.listByLinks([gone.id])).toEqual([]);
    expect(await t.db.linkFavourites.listByLinks([gone.id])).toEqual([]);
    expect(await t.db.linkActivity.listByLink(gone.id, since, 10)).toEqual([]);
    expect(await t.db.linkFavourites.listByLinks([kept.id])).toHaveLength(1);
    expect(await t.db.linkActivity.listByLink(kept.id, since, 10)).toHaveLength(1);
    expect(await t.db.shareLinks.deleteOne(gone.id)).toBe(false);
  });

  it("deletes a photo's favourites on every link of its owner, and nobody else's", async () => {
    const first = await link("c1");
    const second = await link("c2");
    const foreign = await link("c3", "u2");
    for (const l of [first, second, foreign]) {
      const guest = await t.db.linkGuests.create({ linkId: l.id, userId: l.userId, name: "G", email: "g@x.test" });
      for (const photoId of ["p1", "p2"]) {
        await t.db.linkFavourites.add({ linkId: l.id, guestId: guest.id, userId: l.userId, photoId });
      }
    }
    expect(await t.db.linkFavourites.deleteByPhoto("u1", "p1")).toBe(2);
    const left = await t.db.linkFavourites.listByLinks([first.id, second.id, foreign.id]);
    // Favourites made within one millisecond have no order among links: compare as a set.
    const pairs = (list: string[][]) => list.map((pair) => pair.join(" ")).sort();
    expect(pairs(left.map((f) => [f.linkId, f.photoId]))).toEqual(
      pairs([
        [first.id, "p2"],
        [second.id, "p2"],
        [foreign.id, "p1"],
        [foreign.id, "p2"],
      ]),
    );
  });

  it("lists a link's activity newest first since a time, and forgets it after 90 days", async () => {
    const made = await link("c1");
    const start = Date.now() - 10 * 60_000;
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    for (const [kind, minute] of [["view", 1], ["download", 3], ["wrong-password", 2]] as const) {
      await t.db.linkActivity.record({ linkId: made.id, userId: "u1", kind, address: "::/48", at: at(minute) });
    }
    const listed = await t.db.linkActivity.listByLink(made.id, at(2), 10);
    expect(listed.map((entry) => entry.kind)).toEqual(["download", "wrong-password"]);
    const old = new Date(Date.now() - 91 * 24 * 60 * 60 * 1000);
    await t.db.linkActivity.record({ linkId: made.id, userId: "u1", kind: "view", address: "", at: old });
    expect(await t.db.linkActivity.listByLink(made.id, new Date(0), 10)).toHaveLength(3);
  });
});
