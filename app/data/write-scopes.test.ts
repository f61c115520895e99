import { expect, it } from "vitest";
import { photoScopes, siteWide, userScopes } from "./write-scopes.server";

// Which public scopes a write changes (docs/decisions/0051-scoped-cache-invalidation.md).

const photo = (isPublic: boolean) => ({ _id: "p1", userId: "ana", isPublic, featured: false });

it("places a photo write on its owner, and on the home page only when it shows there", () => {
  expect(photoScopes({ op: "insert", doc: photo(true) })).toEqual(["user:ana", "home"]);
  expect(photoScopes({ op: "insert", doc: photo(false) })).toEqual(["user:ana"]);
  expect(photoScopes({ op: "deleteOne", doc: photo(false), filter: { _id: "p1" } })).toEqual([
    "user:ana",
  ]);
  // Made private: it leaves the home gallery.
  const madePrivate = { $set: { isPublic: false } };
  expect(photoScopes({ op: "updateOne", doc: photo(false), update: madePrivate })).toEqual([
    "user:ana",
    "home",
  ]);
  expect(photoScopes({ op: "updateMany", filter: { userId: "ana" }, update: madePrivate })).toEqual(
    ["user:ana", "home"],
  );
});

it("falls back to the whole site when the owner cannot be told", () => {
  expect(photoScopes({ op: "updateMany", filter: { category: "x" }, update: {} })).toEqual(["site"]);
  expect(photoScopes({ op: "deleteOne", doc: null, filter: { _id: "p1" } })).toEqual(["site"]);
  expect(siteWide({ op: "insert", doc: { _id: "settings" } })).toEqual(["site"]);
});

it("places an account write on its owner, the home page when listed fields change", () => {
  const ana = { _id: "ana" };
  expect(userScopes({ op: "updateOne", doc: ana, update: { $set: { bio: "x" } } })).toEqual([
    "user:ana",
  ]);
  expect(userScopes({ op: "updateOne", doc: ana, update: { $set: { tagline: "x" } } })).toEqual([
    "user:ana",
    "home",
  ]);
  // A new username may give an address to someone else: every page goes.
  expect(userScopes({ op: "updateOne", doc: ana, update: { $set: { username: "x" } } })).toEqual([
    "site",
  ]);
});
