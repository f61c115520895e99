import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "./test-databases";

describe.each(engines)("uploads in progress repository (%s)", (engine) => {
  const t = useTestDatabase(engine);

  it("lists the uploads begun before a time and not ended, across a restart", async () => {
    const early = new Date("2026-03-01T10:00:00Z");
    const late = new Date("2026-03-01T12:00:00Z");
    await t.db.uploadsInProgress.begin("p1", "u1", early);
    await t.db.uploadsInProgress.begin("p2", "u1", late);
    await t.db.uploadsInProgress.begin("p3", "u2", early);
    // Noting the same photo again keeps the first note.
    await t.db.uploadsInProgress.begin("p1", "u1", late);
    await t.db.uploadsInProgress.end("p3");
    await t.reopen();

    expect(await t.db.uploadsInProgress.startedBefore(new Date("2026-03-01T11:00:00Z"))).toEqual([
      { photoId: "p1", userId: "u1", startedAt: early },
    ]);
    expect(
      (await t.db.uploadsInProgress.startedBefore(new Date())).map((u) => u.photoId),
    ).toEqual(["p1", "p2"]);
  });
});
