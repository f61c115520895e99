import { describe, expect, it } from "vitest";
import { engines, useTestDatabase } from "./test-databases";

const item = (googleId: string) => ({
  googleId,
  filename: `${googleId}.jpg`,
  mimeType: "image/jpeg",
  baseUrl: `http://127.0.0.1/${googleId}`,
});
const inSeconds = (s: number) => new Date(Date.now() + s * 1000);

describe.each(engines)("import jobs repository (%s)", (engine) => {
  const t = useTestDatabase(engine);

  it("creates a queued job with every item pending and counted", async () => {
    const job = await t.db.importJobs.create({
      userId: "u1",
      source: "picker",
      sourceRef: ["session-1"],
      items: [item("a"), item("b")],
    });
    expect(job).toMatchObject({
      userId: "u1",
      source: "picker",
      sourceRef: ["session-1"],
      state: "queued",
      counts: { total: 2, done: 0, skipped: 0, failed: 0 },
    });
    expect(job.items.map((i) => [i.googleId, i.state, i.attempts])).toEqual([
      ["a", "pending", 0],
      ["b", "pending", 0],
    ]);
    expect(await t.db.importJobs.claimableIds()).toEqual([job.id]);
    expect(await t.db.importJobs.pendingItemIds("u1")).toEqual(new Set(["a", "b"]));
  });

  it("lets exactly one of several racing workers claim a job", async () => {
    const job = await t.db.importJobs.create({
      userId: "u1",
      source: "picker",
      sourceRef: [],
      items: [item("a")],
    });
    const claims = await Promise.all(
      ["w1", "w2", "w3"].map((owner) => t.db.importJobs.claim(job.id, owner, inSeconds(30))),
    );
    const winners = claims.filter((claimed) => claimed !== null);
    expect(winners).toHaveLength(1);
    expect(winners[0]).toMatchObject({ state: "running", lease: { owner: expect.any(String) } });
    expect(await t.db.importJobs.claimableIds()).toEqual([]);
  });

  it("hands a job whose lease ran out to another worker, and the first loses it", async () => {
    const job = await t.db.importJobs.create({
      userId: "u1",
      source: "album",
      sourceRef: ["album-1"],
      items: [item("a")],
    });
    expect(await t.db.importJobs.claim(job.id, "w1", new Date(Date.now() - 1))).not.toBeNull();
    expect(await t.db.importJobs.claimableIds()).toEqual([job.id]);
    expect(await t.db.importJobs.claim(job.id, "w2", inSeconds(30))).not.toBeNull();

    expect(await t.db.importJobs.renew(job.id, "w1", inSeconds(30))).toBe(false);
    expect(await t.db.importJobs.updateItem(job.id, "w1", 0, { state: "done" })).toBeNull();
    expect(await t.db.importJobs.renew(job.id, "w2", inSeconds(30))).toBe(true);
  });

  it("records each finished item once and finishes the job", async () => {
    const job = await t.db.importJobs.create({
      userId: "u1",
      source: "picker",
      sourceRef: [],
      items: [item("a"), item("b"), item("c")],
    });
    await t.db.importJobs.claim(job.id, "w1", inSeconds(30));
    await t.db.importJobs.updateItem(job.id, "w1", 0, { photoId: "p1", attempts: 1 });
    await t.db.importJobs.updateItem(job.id, "w1", 0, { state: "done" });
    // A repeat write of a finished item changes nothing.
    expect(await t.db.importJobs.updateItem(job.id, "w1", 0, { state: "done" })).toBeNull();
    await t.db.importJobs.updateItem(job.id, "w1", 1, { state: "skipped" });
    expect((await t.db.importJobs.finish(job.id, "w1"))?.state).toBe("running");
    await t.db.importJobs.updateItem(job.id, "w1", 2, {
      state: "failed",
      error: "HTTP 500",
      attempts: 3,
    });

    const finished = await t.db.importJobs.finish(job.id, "w1");
    expect(finished).toMatchObject({
      state: "done",
      counts: { total: 3, done: 1, skipped: 1, failed: 1 },
    });
    expect(finished?.lease).toBeUndefined();
    expect(finished?.items[0]).toMatchObject({ state: "done", photoId: "p1", attempts: 1 });
    expect(finished?.items[2]).toMatchObject({ state: "failed", error: "HTTP 500", attempts: 3 });
    expect(await t.db.importJobs.claimableIds()).toEqual([]);
    expect(await t.db.importJobs.pendingItemIds("u1")).toEqual(new Set());
  });

  it("survives a restart: a running job is claimable again once its lease has expired", async () => {
    const job = await t.db.importJobs.create({
      userId: "u1",
      source: "picker",
      sourceRef: [],
      items: [item("a")],
    });
    await t.db.importJobs.claim(job.id, "w1", inSeconds(30));
    const reopened = await t.reopen();
    expect(await reopened.importJobs.claimableIds()).toEqual([]);
    // Once the lease has run out (asked as of a later time), any worker may take it.
    expect(await reopened.importJobs.claimableIds(inSeconds(31))).toEqual([job.id]);
    expect(await reopened.importJobs.claim(job.id, "w2", inSeconds(60), inSeconds(31))).toMatchObject({
      lease: { owner: "w2" },
    });
  });

  it("requeues every running job at once, leaving finished ones alone", async () => {
    const create = (id: string) =>
      t.db.importJobs.create({ userId: "u1", source: "picker", sourceRef: [], items: [item(id)] });
    const [left, finished, waiting] = [await create("a"), await create("b"), await create("c")];
    await t.db.importJobs.claim(left.id, "dead-worker", inSeconds(60));
    await t.db.importJobs.claim(finished.id, "w1", inSeconds(60));
    await t.db.importJobs.updateItem(finished.id, "w1", 0, { state: "done", photoId: "p1" });
    await t.db.importJobs.finish(finished.id, "w1");

    const reopened = await t.reopen();
    expect(await reopened.importJobs.requeueRunning()).toBe(1);
    const requeued = await reopened.importJobs.findById(left.id);
    expect(requeued).toMatchObject({ state: "queued" });
    expect(requeued?.lease).toBeUndefined();
    expect(await reopened.importJobs.findById(finished.id)).toMatchObject({ state: "done" });
    // Claimable now, not when the dead worker's lease would have run out.
    expect(await reopened.importJobs.claimableIds()).toEqual([left.id, waiting.id]);
  });
});
