import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const major = (version: string) => Number(version.split(".")[0]);

describe("the runtime is Node.js 24 LTS (ADR 35)", () => {
  it("runs the tests on Node 24 or newer, with node:sqlite built in", async () => {
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(24);
    const { DatabaseSync } = await import("node:sqlite");
    const db = new DatabaseSync(":memory:");
    expect(db.prepare("select sqlite_version() as v").get()).toHaveProperty("v");
    db.close();
  });

  it("declares Node 24 in package.json and builds the image on it", () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
    expect(pkg.engines.node).toBe(">=24");
    const dockerfile = readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
    const bases = [...dockerfile.matchAll(/^FROM (node:\S+)/gm)].map((match) => match[1]);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) expect(base).toMatch(/^node:24-/);
  });

  it("scripts/with-node-24.sh runs a command on Node 24 even when the machine's node comes first", () => {
    // The system's own directories only: on the machines here /usr/bin/node is Node 20.
    const version = execFileSync(
      "bash",
      ["scripts/with-node-24.sh", "node", "-p", "process.versions.node"],
      {
        cwd: ROOT,
        env: {
          NODE_ENV: "test",
          HOME: process.env.HOME ?? "",
          PATH: "/usr/local/bin:/usr/bin:/bin",
        },
      },
    )
      .toString()
      .trim();
    expect(major(version)).toBeGreaterThanOrEqual(24);
  });
});
