import { describe, expect, it } from "vitest";
import { DuplicateKeyError } from "./collection";
import { InvalidDocumentError } from "./invalid-document-error";
import type { Document } from "./collection";
import { indexSpecs } from "./schema-validator.server";
import { engines, tick, useTestDatabase, useTestEngine } from "./test-databases";
import { createUsersRepository, userSchema } from "./users.server";

describe.each(engines)("users repository (%s)", (engine) => {
  const t = useTestDatabase(engine);

  it("creates a user with defaults and returns a plain entity", async () => {
    const user = await t.db.users.create({ email: "Ana@Example.com", username: "AnaLens" });

    expect(user).toMatchObject({ email: "Ana@Example.com", username: "AnaLens", role: "user" });
    expect(user.portfolioUrlType).toBe("username");
    expect(user.id).toMatch(/^[0-9a-f]{32}$/);
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(user.updatedAt).toBeInstanceOf(Date);
    expect(user).not.toHaveProperty("_id");
    expect(user).not.toHaveProperty("emailKey");
    expect(user).not.toHaveProperty("usernameKey");
    expect(await t.db.users.findById(user.id)).toEqual(user);
  });

  it("finds by email and username whatever the case", async () => {
    const user = await t.db.users.create({ email: "Ana@Example.com", username: "AnaLens" });

    expect((await t.db.users.findByEmail(" ana@EXAMPLE.com "))?.id).toBe(user.id);
    expect((await t.db.users.findByUsername("analens"))?.id).toBe(user.id);
    expect(await t.db.users.findByEmail("other@example.com")).toBeNull();
    expect(await t.db.users.findByUsername("nobody")).toBeNull();
  });

  it("refuses an email or username another user holds in any case", async () => {
    await t.db.users.create({ email: "ana@example.com", username: "ana" });

    await expect(t.db.users.create({ email: "ANA@example.com" })).rejects.toEqual(
      new DuplicateKeyError("email"),
    );
    await expect(
      t.db.users.create({ email: "bo@example.com", username: "ANA" }),
    ).rejects.toMatchObject({ name: "DuplicateKeyError", field: "username" });
    expect(await t.db.users.count()).toBe(1);
  });

  it("allows many users without a username", async () => {
    await t.db.users.create({ email: "a@example.com" });
    await t.db.users.create({ email: "b@example.com" });
    await t.db.users.create({ email: "c@example.com", username: "" });

    expect(await t.db.users.count()).toBe(3);
  });

  it("updates fields, clears them with null and keeps lookups in step", async () => {
    const user = await t.db.users.create({ email: "ana@example.com", username: "ana", bio: "Hi" });
    await tick();

    const updated = await t.db.users.update(user.id, {
      username: "AnaNew",
      email: "ana.new@example.com",
      bio: null,
      tagline: "Light chaser",
      portfolioUrlType: "fullname_dash",
    });

    expect(updated).toMatchObject({ username: "AnaNew", tagline: "Light chaser" });
    expect(updated).not.toHaveProperty("bio");
    expect(updated!.updatedAt.getTime()).toBeGreaterThan(user.updatedAt.getTime());
    expect(updated!.createdAt).toEqual(user.createdAt);
    expect(await t.db.users.findByUsername("ana")).toBeNull();
    expect((await t.db.users.findByUsername("ananew"))?.id).toBe(user.id);
    expect((await t.db.users.findByEmail("ANA.NEW@example.com"))?.id).toBe(user.id);

    const cleared = await t.db.users.update(user.id, { username: "" });
    expect(cleared).not.toHaveProperty("username");
    expect(await t.db.users.findByUsername("ananew")).toBeNull();
    expect(await t.db.users.update("missing", { bio: "x" })).toBeNull();
  });

  it("refuses to update a username or email to one another user holds", async () => {
    await t.db.users.create({ email: "ana@example.com", username: "ana" });
    const bo = await t.db.users.create({ email: "bo@example.com", username: "bo" });

    await expect(t.db.users.update(bo.id, { username: "ANA" })).rejects.toMatchObject({
      name: "DuplicateKeyError",
      field: "username",
    });
    await expect(t.db.users.update(bo.id, { email: "Ana@Example.com" })).rejects.toMatchObject({
      name: "DuplicateKeyError",
      field: "email",
    });
    expect(await t.db.users.findById(bo.id)).toMatchObject({
      username: "bo",
      email: "bo@example.com",
    });
  });

  it("finds a user by OAuth subject and refuses a second account for it", async () => {
    const user = await t.db.users.create({
      email: "o@example.com",
      oauth: { provider: "oidc", subject: "sub-1" },
    });

    expect((await t.db.users.findByOauthSubject("oidc", "sub-1"))?.id).toBe(user.id);
    expect(await t.db.users.findByOauthSubject("oidc", "sub-2")).toBeNull();
    expect(await t.db.users.findByOauthSubject("google", "sub-1")).toBeNull();
    await expect(
      t.db.users.create({ email: "p@example.com", oauth: { provider: "oidc", subject: "sub-1" } }),
    ).rejects.toMatchObject({ name: "DuplicateKeyError", field: "oauth" });
  });

  it("finds a full-name portfolio URL with one exact lookup, kept in step with every change", async () => {
    const ana = await t.db.users.create({
      email: "a@x.io",
      username: "ana",
      firstName: "Ana",
      lastName: "Lee",
      portfolioUrlType: "fullname_dash",
    });
    expect(ana.fullNameKey).toBe("ana-lee");
    expect((await t.db.users.findByFullNameSlug("Ana-LEE"))?.id).toBe(ana.id);
    expect(await t.db.users.findByFullNameSlug("ana.lee")).toBeNull();
    expect(await t.db.users.findByFullNameSlug("ana-le")).toBeNull();
    // Literal, not a pattern.
    expect(await t.db.users.findByFullNameSlug("ana-l.e")).toBeNull();

    await t.db.users.update(ana.id, { portfolioUrlType: "fullname_dot" });
    expect(await t.db.users.findByFullNameSlug("ana-lee")).toBeNull();
    expect((await t.db.users.findByFullNameSlug("ana.lee"))?.id).toBe(ana.id);

    await t.db.users.update(ana.id, { firstName: " Anna ", lastName: "Lima" });
    expect(await t.db.users.findByFullNameSlug("ana.lee")).toBeNull();
    expect((await t.db.users.findByFullNameSlug("anna.lima"))?.id).toBe(ana.id);

    await t.db.users.update(ana.id, { lastName: null });
    expect(await t.db.users.findByFullNameSlug("anna.lima")).toBeNull();
    await t.db.users.update(ana.id, { lastName: "Lima", portfolioUrlType: "username" });
    expect(await t.db.users.findByFullNameSlug("anna.lima")).toBeNull();
    expect(await t.db.users.findByFullNameSlug("anna-lima")).toBeNull();
  });

  it("gives a shared full name to the earlier account", async () => {
    const fields = { firstName: "Bo", lastName: "Kim", portfolioUrlType: "fullname_dash" } as const;
    const first = await t.db.users.create({ email: "1@x.io", username: "bo1", ...fields });
    await tick();
    await t.db.users.create({ email: "2@x.io", username: "bo2", ...fields });

    expect((await t.db.users.findByFullNameSlug("bo-kim"))?.id).toBe(first.id);
  });

  it("gives a full-name path to one account only, so each link reaches its own portfolio", async () => {
    const fields = { firstName: "José", lastName: "Núñez", portfolioUrlType: "fullname_dot" } as const;
    const first = await t.db.users.create({ email: "1@x.io", username: "jn1", ...fields });
    const second = await t.db.users.create({ email: "2@x.io", username: "jn2", ...fields });
    expect(first.fullNameKey).toBe("jose.nunez");
    expect(second.fullNameKey).toBeUndefined();
    // A path that is someone's username is not taken either.
    const named = await t.db.users.create({ email: "3@x.io", username: "ola-berg" });
    const ola = await t.db.users.create({
      email: "4@x.io",
      username: "ola",
      firstName: "Ola",
      lastName: "Berg",
      portfolioUrlType: "fullname_dash",
    });
    expect(ola.fullNameKey).toBeUndefined();
    // Nor may a username take a path an account holds; the holder's own username may equal it.
    await expect(t.db.users.update(named.id, { username: "Jose.Nunez" })).rejects.toMatchObject({
      field: "username",
    });
    await expect(
      t.db.users.create({ email: "5@x.io", username: "jose-nunez" }),
    ).resolves.toBeTruthy();
    await t.db.users.update(first.id, { portfolioUrlType: "fullname_dash" });
    await expect(t.db.users.update(first.id, { username: "jose-nunez" })).rejects.toMatchObject({
      field: "username",
    });
    // Freed by its holder, the path goes to the next account that saves that name.
    await t.db.users.update(first.id, { portfolioUrlType: "username" });
    expect((await t.db.users.update(second.id, { firstName: "José" }))?.fullNameKey).toBe(
      "jose.nunez",
    );
  });

  it("makes paths from names that transliterate, and none from names that do not", async () => {
    const mary = await t.db.users.create({
      email: "m@x.io",
      username: "mary",
      firstName: "Mary Ann",
      lastName: "O'Neil",
      portfolioUrlType: "fullname_dash",
    });
    expect((await t.db.users.findByFullNameSlug("mary-ann-o-neil"))?.id).toBe(mary.id);
    const stars = await t.db.users.create({
      email: "s@x.io",
      username: "stars",
      firstName: "✨✨",
      lastName: "☃",
      portfolioUrlType: "fullname_dot",
    });
    expect(stars.fullNameKey).toBeUndefined();
  });
  it("lists newest first, counts by role and changes roles", async () => {
    const first = await t.db.users.create({ email: "1@example.com" });
    await tick();
    const second = await t.db.users.create({ email: "2@example.com", role: "admin" });
    await tick();
    const third = await t.db.users.create({ email: "3@example.com" });

    expect((await t.db.users.list()).map((u) => u.id)).toEqual([third.id, second.id, first.id]);
    expect(await t.db.users.count({ role: "admin" })).toBe(1);
    expect(await t.db.users.count({ role: "user" })).toBe(2);

    expect((await t.db.users.setRole(first.id, "admin"))?.role).toBe("admin");
    expect(await t.db.users.count({ role: "admin" })).toBe(2);
    expect(await t.db.users.setRole("missing", "admin")).toBeNull();
  });

  it("suspends and reinstates, and counts only admins who can sign in", async () => {
    const old = await t.db.users.create({ email: "old@example.com", role: "admin" });
    const other = await t.db.users.create({ email: "other@example.com", role: "admin" });
    // Accounts stored before suspension existed have no status: active.
    expect(old.status).toBeUndefined();
    expect(await t.db.users.countActiveAdmins()).toBe(2);

    expect((await t.db.users.setStatus(other.id, "suspended"))?.status).toBe("suspended");
    expect(await t.db.users.countActiveAdmins()).toBe(1);
    expect(await t.db.users.count({ role: "admin" })).toBe(2);
    expect((await t.db.users.setStatus(other.id, "active"))?.status).toBe("active");
    expect(await t.db.users.countActiveAdmins()).toBe(2);
    expect(await t.db.users.setStatus("missing", "suspended")).toBeNull();
  });

  it("deletes a user", async () => {
    const user = await t.db.users.create({ email: "gone@example.com", username: "gone" });

    expect(await t.db.users.delete(user.id)).toBe(true);
    expect(await t.db.users.delete(user.id)).toBe(false);
    expect(await t.db.users.findById(user.id)).toBeNull();
    // The freed email and username can be taken again.
    await expect(t.db.users.create({ email: "GONE@example.com", username: "Gone" })).resolves.toBeTruthy();
  });

  it("stores the photographer's preferences and clears the policy address with null", async () => {
    const user = await t.db.users.create({ email: "ana@example.com", username: "ana" });
    expect(user).not.toHaveProperty("aiTraining");

    const updated = await t.db.users.update(user.id, {
      keepOriginals: true,
      defaultLicense: "CC-BY-4.0",
      embedRights: false,
      aiTraining: "reserved",
      tdmPolicyUrl: "https://ana.example/ai",
    });
    expect(updated).toMatchObject({
      keepOriginals: true,
      defaultLicense: "CC-BY-4.0",
      embedRights: false,
      aiTraining: "reserved",
      tdmPolicyUrl: "https://ana.example/ai",
    });
    const cleared = await t.db.users.update(user.id, { tdmPolicyUrl: null });
    expect(cleared).not.toHaveProperty("tdmPolicyUrl");
    await expect(
      t.db.users.update(user.id, { aiTraining: "maybe" as "reserved" }),
    ).rejects.toBeInstanceOf(InvalidDocumentError);
  });

  it("lists the public portfolios reserved from AI training, by choice or by the site's default", async () => {
    const chose = await t.db.users.create({ email: "a@example.com", username: "ana", aiTraining: "reserved" });
    const allowed = await t.db.users.create({ email: "b@example.com", username: "bo", aiTraining: "allowed" });
    const neverChose = await t.db.users.create({ email: "c@example.com", username: "cy" });
    await t.db.users.create({ email: "d@example.com", aiTraining: "reserved" }); // not onboarded
    const suspended = await t.db.users.create({ email: "e@example.com", username: "ed", aiTraining: "reserved" });
    await t.db.users.setStatus(suspended.id, "suspended");

    const ids = async (siteReserves: boolean) =>
      (await t.db.users.listReservedFromAiTraining(siteReserves)).map((u) => u.id);
    expect(await ids(true)).toEqual([chose.id, neverChose.id]);
    expect(await ids(false)).toEqual([chose.id]);
    expect(await ids(true)).not.toContain(allowed.id);
  });

  it("refuses writes that do not fit the schema and leaves the record unchanged", async () => {
    await expect(
      t.db.users.create({ email: "x@example.com", role: "owner" as "admin" }),
    ).rejects.toBeInstanceOf(InvalidDocumentError);
    await expect(
      t.db.users.create({ email: "y@example.com", favouriteLens: "50mm" } as never),
    ).rejects.toBeInstanceOf(InvalidDocumentError);
    expect(await t.db.users.count()).toBe(0);

    const user = await t.db.users.create({ email: "z@example.com" });
    await expect(t.db.users.setRole(user.id, "root" as "admin")).rejects.toBeInstanceOf(
      InvalidDocumentError,
    );
    await expect(
      t.db.users.update(user.id, { portfolioUrlType: "nickname" as "username" }),
    ).rejects.toBeInstanceOf(InvalidDocumentError);
    await expect(t.db.users.update(user.id, { email: null })).rejects.toBeInstanceOf(
      InvalidDocumentError,
    );
    expect(await t.db.users.findById(user.id)).toEqual(user);
  });
});

describe.each(engines)("users stored before full-name keys (%s)", (engine) => {
  const t = useTestEngine(engine);

  it("get their key from the start-up migration, which is idempotent", async () => {
    const collection = await t.engine.collection<Document & Record<string, unknown>>(
      "users",
      userSchema,
    );
    const users = createUsersRepository(collection as never);
    const now = new Date();
    const legacy = (id: string, portfolioUrlType: string, extra = {}) =>
      collection.insert({
        _id: id,
        email: `${id}@x.io`,
        emailKey: `${id}@x.io`,
        role: "user",
        username: id,
        usernameKey: id,
        firstName: "Cy",
        lastName: "Ode",
        portfolioUrlType,
        createdAt: now,
        updatedAt: now,
        ...extra,
      });
    await legacy("dotted", "fullname_dot");
    await legacy("plain", "username", { fullNameKey: "cy-ode" });
    expect(await users.findByFullNameSlug("cy.ode")).toBeNull();

    expect(await users.backfillFullNameKeys()).toBe(2);
    expect((await users.findByFullNameSlug("cy.ode"))?.id).toBe("dotted");
    expect(await users.findByFullNameSlug("cy-ode")).toBeNull();
    expect(await users.backfillFullNameKeys()).toBe(0);
  });

  it("are left one holder per path by the migration, the earlier account, and new-style paths", async () => {
    const collection = await t.engine.collection<Document & Record<string, unknown>>(
      "users",
      userSchema,
    );
    const users = createUsersRepository(collection as never);
    const legacy = (id: string, createdAt: Date) =>
      collection.insert({
        _id: id,
        email: `${id}@x.io`,
        emailKey: `${id}@x.io`,
        role: "user",
        username: id,
        usernameKey: id,
        firstName: "Mary Ann",
        lastName: "O'Neil",
        portfolioUrlType: "fullname_dash",
        fullNameKey: "mary ann-o'neil",
        createdAt,
        updatedAt: createdAt,
      });
    await legacy("later", new Date(2024, 1, 1));
    await legacy("earlier", new Date(2023, 1, 1));

    expect(await users.backfillFullNameKeys()).toBe(2);
    expect((await users.findById("earlier"))?.fullNameKey).toBe("mary-ann-o-neil");
    expect((await users.findById("later"))?.fullNameKey).toBeUndefined();
    expect(await users.backfillFullNameKeys()).toBe(0);
  });

  it("look the key up through an index", () => {
    expect(indexSpecs(userSchema).map((index) => index.name)).toContain("fullNameKey");
  });
});
