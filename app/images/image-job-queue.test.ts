import { describe, expect, it } from "vitest";
import { ImageRejectedError } from "./image-errors.server";
import { runImageJob } from "./image-job-queue.server";

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
});
