import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/**
 * The import-cycle check of `npm run lint` (docs/decisions/0056-no-import-cycles.md), run on
 * planted fixtures: it must fail on a cycle of imports that run, and only on those.
 */

const ROOT = path.resolve(__dirname, "..");
const FIXTURES = "tests/fixtures/import-cycle";

async function check(...folders: string[]) {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["scripts/check-import-cycles.mjs", ...folders],
      { cwd: ROOT },
    );
    return { exitCode: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { exitCode: failed.code, output: failed.stderr };
  }
}

describe("the import-cycle check", () => {
  it("fails on two modules that import each other, and names both", async () => {
    const { exitCode, output } = await check(`${FIXTURES}/runs`);
    expect(exitCode).toBe(1);
    expect(output).toContain(`${FIXTURES}/runs/price.ts -> ${FIXTURES}/runs/tax.ts`);
  });

  it("passes a type-only import back and a module loaded with import()", async () => {
    const { exitCode, output } = await check(`${FIXTURES}/type-only`, `${FIXTURES}/on-demand`);
    expect(output).toContain("No import cycles.");
    expect(exitCode).toBe(0);
  });

  it("fails when a clean folder is checked with a cycle beside it", async () => {
    const { exitCode } = await check(`${FIXTURES}/on-demand`, `${FIXTURES}/runs`);
    expect(exitCode).toBe(1);
  });
});
