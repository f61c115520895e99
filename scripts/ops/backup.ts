import { parseArgs } from "node:util";
import { config } from "~/config.server";
import { archiveSize, writeBackup } from "~/services/ops/backup.server";
import { openConfiguredInstallation } from "~/services/ops/places.server";
import { APP_VERSION } from "./app-version";
import { UsageError, formatBytes, runCommand } from "./cli";
import { terminalProgress } from "./terminal-progress";

const USAGE = `Usage: npm run backup [-- --out <file>]

Writes one archive of the configured installation (DATA_DIR, or MONGODB_URI and S3_*):
every collection but sessions, every stored object, and a manifest of counts and SHA-256
checksums. A name ending in .tar.gz or .tgz is gzip-compressed; .tar is not.
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
  const source = await openConfiguredInstallation(cfg);
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
        `(${formatBytes(manifest.objects.bytes)}).\n`,
    );
  } finally {
    await source.close();
  }
});
