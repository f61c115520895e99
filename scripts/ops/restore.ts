import path from "node:path";
import { parseArgs } from "node:util";
import { config, parseEnv } from "~/config.server";
import { DataDirLockedError } from "~/data/data-dir-lock.server";
import { snapshotDataDir } from "~/services/ops/data-dir-snapshot.server";
import { openConfiguredInstallation } from "~/services/ops/places.server";
import { restoreBackup } from "~/services/ops/restore.server";
import { UsageError, formatBytes, runCommand } from "./cli";
import { terminalProgress } from "./terminal-progress";

const USAGE = `Usage: npm run restore -- <archive>

Restores a backup made by 'npm run backup' into the configured installation (DATA_DIR, or
MONGODB_URI and S3_*), which must be empty. The whole archive is verified first (every
checksum, every document); a damaged or truncated archive is refused and nothing is written.
Stop the app first. See docs/operations.md.`;

await runCommand("restore", USAGE, async () => {
  let parsed: { values: { help?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      options: { help: { type: "boolean", short: "h" } },
      allowPositionals: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (parsed.values.help) return void process.stdout.write(`${USAGE}\n`);
  if (parsed.positionals.length !== 1) throw new UsageError("Name one archive to restore");
  const [file] = parsed.positionals;

  // Taken before the configuration is read: reading it may generate DATA_DIR/session-secret.
  const found = await snapshotDataDir(path.resolve(parseEnv(process.env).DATA_DIR));
  let restored = false;
  try {
    const cfg = config();
    const target = await openConfiguredInstallation(cfg);
    try {
      const progress = terminalProgress();
      const { manifest, warnings } = await restoreBackup(file, target, {
        sessionSecret: cfg.sessionSecret,
        progress,
      });
      restored = true;
      const documents = manifest.collections.reduce((sum, c) => sum + c.count, 0);
      process.stdout.write(
        `Restored ${documents} documents and ${manifest.objects.count} stored objects ` +
          `(${formatBytes(manifest.objects.bytes)}) from ${file}, a backup of Viewfinder ` +
          `${manifest.appVersion} made ${manifest.createdAt}.\n`,
      );
      for (const warning of warnings) process.stderr.write(`Warning: ${warning}\n`);
    } finally {
      await target.close();
    }
  } catch (error) {
    // A refused restore leaves the target as it found it. A DATA_DIR held by a running app is
    // that app's: nothing is removed from it.
    if (!restored && !(error instanceof DataDirLockedError)) await found.removeAdditions();
    throw error;
  }
});
