import { describe, expect, it } from "vitest";
import { runQueue } from "./run-queue";

describe("the bulk upload queue", () => {
  it("runs every task, never more than the limit at once, and a failure stops nothing", async () => {
    let active = 0;
    let most = 0;
    const done: number[] = [];
    await runQueue(7, 2, async (index) => {
      active++;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 5 + (index % 3)));
      active--;
      if (index === 2) throw new Error("bad file");
      done.push(index);
    });
    expect(most).toBe(2);
    expect(done.sort()).toEqual([0, 1, 3, 4, 5, 6]);
  });

  it("does nothing for no files", async () => {
    let calls = 0;
    await runQueue(0, 2, async () => void calls++);
    expect(calls).toBe(0);
  });
});
