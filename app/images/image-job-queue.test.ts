import { describe, expect, it } from "vitest";
import { ImageRejectedError } from "./image-errors.server";
import { runImageJob, runImageJobWhenIdle } from "./image-job-queue.server";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("runImageJob", () => {
  it("runs one job at a time, in arrival order", async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number) => async () => {
      most = Math.max(most, ++running);
      await pause(10);
      order.push(n);
      running--;
      return n;
    };
    expect(await Promise.all([1, 2, 3].map((n) => runImageJob("photo", job(n))))).toEqual([
      1, 2, 3,
    ]);
    expect([most, order]).toEqual([1, [1, 2, 3]]);
  });

  it("turns a failure into the processing error and keeps serving the next job", async () => {
    const failed = runImageJob("photo", async () => {
      throw new Error("VipsJpeg: premature end of JPEG image");
    });
    const next = runImageJob("photo", async () => "done");
    const error = await failed.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect(error).toMatchObject({
      code: "unprocessable",
      cause: { message: expect.stringMatching(/premature/) },
    });
    expect(await next).toBe("done");
  });

  it("runs a job no one waits for only when no other is queued or running (ADR 34)", async () => {
    const order: string[] = [];
    const job = (name: string) => async () => {
      await pause(10);
      order.push(name);
    };
    const first = runImageJob("photo", job("upload 1"));
    const later = runImageJobWhenIdle("photo", job("deferred"));
    // An upload arriving after the deferred job was queued still goes first.
    await pause(1);
    const second = runImageJob("photo", job("upload 2"));
    await Promise.all([first, later, second]);
    expect(order).toEqual(["upload 1", "upload 2", "deferred"]);

    // Once it has started, an upload waits for that one job, then runs.
    const started = runImageJobWhenIdle("photo", job("deferred 2"));
    await pause(1);
    await Promise.all([started, runImageJob("photo", job("upload 3"))]);
    expect(order.slice(3)).toEqual(["deferred 2", "upload 3"]);
  });

  it("serves photographers in turns: one's backlog holds another's job back by one job at most (ADR 39)", async () => {
    const started: string[] = [];
    const job = (name: string, ms: number) => async () => {
      started.push(name);
      await pause(ms);
    };
    const a = [1, 2, 3, 4, 5, 6].map((n) => runImageJob("photo", job(`a${n}`, 20), { owner: "a" }));
    await pause(5);
    // a1 is running and a2…a6 wait when b's one job arrives: it goes next.
    const b = runImageJob("photo", job("b1", 1), { owner: "b" });
    await Promise.all([...a, b]);
    expect(started).toEqual(["a1", "b1", "a2", "a3", "a4", "a5", "a6"]);

    // Two backlogs at once take turns, in the order they arrived.
    started.length = 0;
    await Promise.all([
      ...["c1", "c2", "c3"].map((name) => runImageJob("photo", job(name, 5), { owner: "c" })),
      ...["d1", "d2", "d3"].map((name) => runImageJob("photo", job(name, 5), { owner: "d" })),
    ]);
    expect(started).toEqual(["c1", "d1", "c2", "d2", "c3", "d3"]);
  });
});
