import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { tempDataDir } from "~/services/photos/test-support";
import { BACKED_UP_COLLECTIONS } from "~/services/ops/collections.server";
import { openInstallation, type OpenedInstallation } from "~/services/ops/places.server";
import { expectSameContents, seedInstallation } from "~/services/ops/test-installation";
import { bundleTools, runTool } from "./run-tool";

const sourceDir = tempDataDir("viewfinder-backup-cli-");
const { closeDatabase } = await import("~/data/db.server");
const work = mkdtempSync(path.join(tmpdir(), "viewfinder-backup-cli-work-"));
const secret = "backup-cli-session-secret";
let tools = "";

/** Opens embedded installations for a look, closed again before a tool needs their DATA_DIR. */
async function lookAt<T>(
  dataDirs: string[],
  look: (...installations: OpenedInstallation[]) => Promise<T>,
) {
  const installations = await Promise.all(
    dataDirs.map((dataDir) =>
      openInstallation({ dataDir }, { engine: "local", rootDir: path.join(dataDir, "storage") }),
    ),
  );
  try {
    return await look(...installations);
  } finally {
    for (const installation of installations) await installation.close();
  }
}

/** Every file and folder under `dir`, sorted: what a refused tool must leave as it was. */
const filesIn = async (dir: string) => (await readdir(dir, { recursive: true })).sort();

beforeAll(async () => {
  tools = bundleTools();
  await seedInstallation();
  await closeDatabase();
}, 120_000);

afterAll(async () => {
  rmSync(tools, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
  rmSync(sourceDir, { recursive: true, force: true });
});

it("backs up the configured installation and restores it into an empty one, from the bundled tools", async () => {
  const archive = path.join(work, "site.tar.gz");
  const backup = await runTool(tools, "backup", ["--out", archive], {
    DATA_DIR: sourceDir,
    SESSION_SECRET: secret,
  });
  expect(backup.stderr).toMatch(/^Backing up documents: \d+\/\d+ done in \d+ s$/m);
  expect(backup).toMatchObject({
    code: 0,
    stdout: expect.stringMatching(/^Backup written to .*site\.tar\.gz/),
  });

  const targetDir = path.join(work, "restored");
  const restore = await runTool(tools, "restore", [archive], {
    DATA_DIR: targetDir,
    SESSION_SECRET: secret,
  });
  expect(restore).toMatchObject({
    code: 0,
    stdout: expect.stringMatching(/^Restored \d+ documents and \d+ stored objects/),
  });
  expect(restore.stderr).toMatch(/^Verifying the archive \(bytes\): (\d+)\/\1 done/m);
  expect(restore.stderr).not.toContain("Warning");
  await lookAt([sourceDir, targetDir], (source, target) =>
    expectSameContents(source, target, BACKED_UP_COLLECTIONS),
  );

  const before = await filesIn(targetDir);
  const again = await runTool(tools, "restore", [archive], { DATA_DIR: targetDir });
  expect(again.code).toBe(1);
  expect(again.stderr).toMatch(
    /^restore: The target installation is not empty \(users: 1, photos: 2/m,
  );
  expect(await filesIn(targetDir)).toEqual(before);
});

it("backs up while another process holds the embedded DATA_DIR, leaving no snapshot behind", async () => {
  const archive = path.join(work, "while-running.tar");
  // This test process is the running app: the tool's own open of DATA_DIR would be refused.
  await lookAt([sourceDir], async (running) => {
    const backup = await runTool(tools, "backup", ["--out", archive], {
      DATA_DIR: sourceDir,
      SESSION_SECRET: secret,
    });
    expect(backup).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Backup written to /) });
    const targetDir = path.join(work, "restored-while-running");
    expect((await runTool(tools, "restore", [archive], { DATA_DIR: targetDir })).code).toBe(0);
    await lookAt([targetDir], (target) =>
      expectSameContents(running, target, BACKED_UP_COLLECTIONS),
    );
  });
  expect((await readdir(work)).filter((name) => name.startsWith(".viewfinder-"))).toEqual([]);
});

it("refuses a truncated archive with a clear message and writes nothing", async () => {
  const archive = path.join(work, "cut.tar");
  expect(
    (
      await runTool(tools, "backup", ["--out", archive], {
        DATA_DIR: sourceDir,
        SESSION_SECRET: secret,
      })
    ).code,
  ).toBe(0);
  const bytes = await readFile(archive);
  await writeFile(archive, bytes.subarray(0, bytes.length - 4096));
  // Without SESSION_SECRET the tool would generate DATA_DIR/session-secret; the embedded engine
  // creates its database files when opened. A refusal takes back both.
  const absent = path.join(work, "untouched");
  const empty = path.join(work, "empty");
  await mkdir(empty);
  for (const targetDir of [absent, empty]) {
    const restore = await runTool(tools, "restore", [archive], { DATA_DIR: targetDir });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(/^restore: The archive is damaged or truncated: /m);
  }
  expect(existsSync(absent)).toBe(false);
  expect(await readdir(empty)).toEqual([]);
});

it("answers a wrong command line with the error on its own first line, then the usage", async () => {
  const run = await runTool(tools, "restore", [], { DATA_DIR: path.join(work, "none") });
  expect(run.code).toBe(2);
  expect(run.stderr).toMatch(
    /^restore: Name one archive to restore\n\nUsage: npm run restore -- <archive>\n/,
  );
  for (const out of ["x", "x.zip"]) {
    const backup = await runTool(tools, "backup", ["--out", out], {
      DATA_DIR: path.join(work, "none"),
    });
    expect(backup.code).toBe(2);
    expect(backup.stderr).toMatch(
      /^backup: The archive name must end in \.tar, \.tar\.gz or \.tgz\n\nUsage: npm run backup /,
    );
    expect(backup.stderr.trimEnd().endsWith("See docs/operations.md.")).toBe(true);
  }
  expect(existsSync(path.join(work, "none"))).toBe(false);
});
