import { describe, expect, it } from "vitest";
import { settleAll } from "./settle-all.server";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("settleAll", () => {
  it("gives every value, in order", async () => {
    expect(await settleAll([Promise.resolve(1), pause(5).then(() => "two")])).toEqual([1, "two"]);
  });

  it("rejects with the first failure only after the slower work has stopped", async () => {
    let slowFinished = false;
    const slow = pause(30).then(() => {
      slowFinished = true;
    });
    const error = await settleAll([Promise.reject(new Error("encode failed")), slow]).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ message: "encode failed" });
    expect(slowFinished).toBe(true);
  });
});
