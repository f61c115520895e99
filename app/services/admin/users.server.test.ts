import { rmSync } from "node:fs";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { tempDataDir } from "~/services/photos/test-support";

const dataDir = tempDataDir("viewfinder-admin-users-");
const { db, closeDatabase } = await import("~/data/db.server");
const { changeUserRole, listUsersForAdmin, LAST_ADMIN_MESSAGE } = await import("./users.server");
const { AdminRefusal } = await import("./admin-refusal.server");

const refusal = (status: number, message: string) =>
  expect.objectContaining({ name: "AdminRefusal", status, message });

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

let n = 0;
async function account(role: "user" | "admin", profile: Record<string, string> = {}) {
  const { users } = await db();
  return users.create({ email: `person${++n}@example.test`, role, ...profile });
}

async function adminCount() {
  const { users } = await db();
  return users.count({ role: "admin" });
}

beforeEach(async () => {
  const { users } = await db();
  for (const user of await users.list()) await users.delete(user.id);
});

describe("the admin's user list", () => {
  it("names each account, or gives the email of one without a profile, with role, date and photos", async () => {
    const ana = await account("admin", { username: "ana", firstName: "Ana", lastName: "Lima" });
    const fresh = await account("user");
    const { photos } = await db();
    await photos.create({ userId: ana.id, title: "One" });
    await photos.create({ userId: ana.id, title: "Two", isPublic: true });

    const rows = await listUsersForAdmin();
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === ana.id)).toMatchObject({
      name: "Ana Lima",
      onboarded: true,
      role: "admin",
      photoCount: 2,
      joinedAt: ana.createdAt.toISOString(),
    });
    expect(rows.find((r) => r.id === fresh.id)).toMatchObject({
      name: fresh.email,
      onboarded: false,
      role: "user",
      photoCount: 0,
    });
  });
});

describe("changing a role", () => {
  it("makes a user an admin and back", async () => {
    await account("admin");
    const bo = await account("user", { username: "bo" });
    await expect(changeUserRole(bo.id, "admin")).resolves.toMatchObject({ role: "admin" });
    expect(await adminCount()).toBe(2);
    await expect(changeUserRole(bo.id, "user")).resolves.toMatchObject({ role: "user" });
    expect(await adminCount()).toBe(1);
  });

  it("refuses to demote the last admin, with a clear message", async () => {
    const only = await account("admin");
    await account("user");
    const error = await changeUserRole(only.id, "user").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminRefusal);
    expect(error).toEqual(refusal(409, LAST_ADMIN_MESSAGE));
    expect(LAST_ADMIN_MESSAGE).toBe("The last administrator cannot be made a user.");
    expect(await adminCount()).toBe(1);
  });

  it("lets one of two admins step down, but never both at once", async () => {
    const a = await account("admin");
    const b = await account("admin");
    const results = await Promise.allSettled([
      changeUserRole(a.id, "user"),
      changeUserRole(b.id, "user"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused?.reason).toEqual(refusal(409, LAST_ADMIN_MESSAGE));
    expect(await adminCount()).toBe(1);
  });

  it("undoes a demotion that another process made the last one at the same moment", async () => {
    const a = await account("admin");
    const b = await account("admin");
    const { users } = await db();
    // Another app process demotes b between this process's count and its write.
    const count = users.countActiveAdmins;
    let calls = 0;
    users.countActiveAdmins = async () => {
      const result = await count();
      if (++calls === 1) await users.setRole(b.id, "user");
      return result;
    };
    try {
      await expect(changeUserRole(a.id, "user")).rejects.toEqual(refusal(409, LAST_ADMIN_MESSAGE));
    } finally {
      users.countActiveAdmins = count;
    }
    expect((await users.findById(a.id))?.role).toBe("admin");
    expect(await adminCount()).toBe(1);
  });

  it("answers not found for an unknown user", async () => {
    await expect(changeUserRole("nobody", "admin")).rejects.toEqual(refusal(404, "User not found"));
  });
});
