import { rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { config } from "~/config.server";
import { archiveSize, writeBackup } from "~/services/ops/backup.server";
import { openBackupSource } from "~/services/ops/backup-source.server";
import { APP_VERSION } from "./app-version";
import { UsageError, formatBytes, runCommand } from "./cli";
import { terminalProgress } from "./terminal-progress";

const USAGE = `Usage: npm run backup [-- --out <file>]

Writes one archive of the configured installation (DATA_DIR, or MONGODB_URI and S3_*):
every collection but sessions, every stored object, and a manifest of counts and SHA-256
checksums. The app may keep running: the embedded database is backed up as it stood
when the backup started. A name ending in .tar.gz or .tgz is gzip-compressed; .tar is not.
Default: viewfinder-backup-<UTC date and time>.tar.gz in the current folder.
See docs/operations.md.`;

function defaultName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `viewfinder-backup-${stamp}.tar.gz`;
}

await runCommand("backup", USAGE, async () => {
  let values: { out?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { out: { type: "string", short: "o" }, help: { type: "boolean", short: "h" } },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return void process.stdout.write(`${USAGE}\n`);
  const out = values.out ?? defaultName();
  if (!/\.(tar|tar\.gz|tgz)$/.test(out))
    throw new UsageError("The archive name must end in .tar, .tar.gz or .tgz");

  const cfg = config();
  // On the embedded engine, a snapshot of the database beside the archive, taken while the app
  // may keep running (docs/decisions/0053-point-in-time-backups.md).
  const source = await openBackupSource(cfg, path.dirname(path.resolve(out)));
  // Stopped midway (Ctrl-C, docker stop): the snapshot is as large as the database, and no use.
  const discardSnapshot = (signal: NodeJS.Signals) => {
    if (source.temporaryFolder) rmSync(source.temporaryFolder, { recursive: true, force: true });
    process.exit(128 + (signal === "SIGINT" ? 2 : 15));
  };
  process.once("SIGINT", discardSnapshot).once("SIGTERM", discardSnapshot);
  try {
    const manifest = await writeBackup(source, out, {
      appVersion: APP_VERSION,
      gzip: !out.endsWith(".tar"),
      sessionSecret: cfg.sessionSecret,
      progress: terminalProgress(),
    });
    const documents = manifest.collections.reduce((sum, c) => sum + c.count, 0);
    process.stdout.write(
      `Backup written to ${out} (${formatBytes(await archiveSize(out))}): ${documents} documents in ` +
        `${manifest.collections.length} collections, ${manifest.objects.count} stored objects ` +
        `(${formatBytes(manifest.objects.bytes)})` +
        (source.snapshotAt ? `, as they stood at ${source.snapshotAt.toISOString()}.\n` : ".\n"),
    );
  } finally {
    await source.close();
  }
});
