import { parseArgs } from "node:util";
import { config } from "~/config.server";
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

  const cfg = config();
  const target = await openConfiguredInstallation(cfg);
  try {
    const progress = terminalProgress();
    const { manifest, warnings } = await restoreBackup(file, target, {
      sessionSecret: cfg.sessionSecret,
      progress,
    });
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
});
