import { mkdir } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { config, type Config } from "~/config.server";
import { migrate, type MigrationReport, type MigrationTarget } from "~/services/ops/migrate.server";
import {
  configuredDatabase,
  describeDatabase,
  describeStore,
  openConfiguredInstallation,
  openEngine,
  type DatabasePlace,
} from "~/services/ops/places.server";
import { carrySessionSecret } from "~/services/ops/session-secret.server";
import {
  createObjectStore,
  objectStoreOptions,
  type ObjectStoreOptions,
} from "~/storage/store.server";
import { UsageError, formatBytes, runCommand } from "./cli";
import { terminalProgress } from "./terminal-progress";

const USAGE = `Usage: npm run migrate -- [--to-mongodb <uri>] [--to-s3 <bucket> [--s3-endpoint <url>]
                       [--s3-region <region>] [--s3-force-path-style]] [--to-data-dir <dir>]
                       [--allow-non-empty]

Copies every collection and stored object of the configured installation (DATA_DIR, or
MONGODB_URI and S3_*) to the target, verifying counts and SHA-256 checksums:
  --to-mongodb <uri>     the database goes to MongoDB
  --to-s3 <bucket>       the stored objects go to an S3 bucket; its credentials come from the
                         AWS SDK's usual places (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY,
                         AWS_PROFILE, an instance role)
  --to-data-dir <dir>    a new DATA_DIR: the embedded database in <dir>/db and local files in
                         <dir>/storage, for whatever --to-mongodb and --to-s3 do not name
Safe to run again: an interrupted run resumes, a finished one changes nothing. A target that
holds data the source lacks is refused unless --allow-non-empty. Stop the app first.
See docs/operations.md.`;

interface Options {
  "to-mongodb"?: string;
  "to-s3"?: string;
  "s3-endpoint"?: string;
  "s3-region"?: string;
  "s3-force-path-style"?: boolean;
  "to-data-dir"?: string;
  "allow-non-empty"?: boolean;
  help?: boolean;
}

function parse(): Options {
  try {
    return parseArgs({
      options: {
        "to-mongodb": { type: "string" },
        "to-s3": { type: "string" },
        "s3-endpoint": { type: "string" },
        "s3-region": { type: "string" },
        "s3-force-path-style": { type: "boolean" },
        "to-data-dir": { type: "string" },
        "allow-non-empty": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** The target places the options name; refuses a target that is the source itself. */
function targetsOf(
  options: Options,
  cfg: Config,
): { database?: DatabasePlace; storage?: ObjectStoreOptions } {
  const dataDir = options["to-data-dir"] && path.resolve(options["to-data-dir"]);
  const uri = options["to-mongodb"];
  if (uri && !/^mongodb(\+srv)?:\/\//.test(uri))
    throw new UsageError("--to-mongodb takes a mongodb:// or mongodb+srv:// URI");
  const database: DatabasePlace | undefined = uri
    ? { mongodbUri: uri }
    : dataDir
      ? { dataDir }
      : undefined;
  const bucket = options["to-s3"];
  if (
    !bucket &&
    (options["s3-endpoint"] || options["s3-region"] || options["s3-force-path-style"])
  ) {
    throw new UsageError("--s3-endpoint, --s3-region and --s3-force-path-style go with --to-s3");
  }
  const storage: ObjectStoreOptions | undefined = bucket
    ? {
        engine: "s3",
        bucket,
        endpoint: options["s3-endpoint"],
        region: options["s3-region"] ?? "us-east-1",
        forcePathStyle: options["s3-force-path-style"] ?? false,
      }
    : dataDir
      ? { engine: "local", rootDir: path.join(dataDir, "storage") }
      : undefined;
  if (!database && !storage)
    throw new UsageError("Name a target: --to-mongodb, --to-s3 and/or --to-data-dir");

  const sourceDatabase = configuredDatabase(cfg);
  if (database && JSON.stringify(database) === JSON.stringify(sourceDatabase)) {
    throw new UsageError(
      `The target database is the source itself (${describeDatabase(database)})`,
    );
  }
  const sourceStorage = objectStoreOptions(cfg);
  const sameStore =
    storage?.engine === "local"
      ? sourceStorage.engine === "local" && path.resolve(sourceStorage.rootDir) === storage.rootDir
      : storage?.engine === "s3" &&
        sourceStorage.engine === "s3" &&
        sourceStorage.bucket === storage.bucket &&
        sourceStorage.endpoint === storage.endpoint;
  if (storage && sameStore)
    throw new UsageError(`The target store is the source itself (${describeStore(storage)})`);
  return { database, storage };
}

function summary(report: MigrationReport): string {
  const lines = report.collections.map(
    (c) =>
      `  ${c.name.padEnd(18)} ${String(c.count).padStart(7)} documents: ${c.inserted} added, ${c.updated} updated, ` +
      `${c.unchanged} already there; sha256 ${c.sha256.slice(0, 16)}… matches`,
  );
  if (report.objects) {
    const o = report.objects;
    lines.push(
      `  ${"stored objects".padEnd(18)} ${String(o.count).padStart(7)} (${formatBytes(o.bytes)}): ${o.copied} copied, ` +
        `${o.unchanged} already there; every checksum matches`,
    );
  }
  return lines.join("\n");
}

await runCommand("migrate", USAGE, async () => {
  const options = parse();
  if (options.help) return void process.stdout.write(`${USAGE}\n`);
  const cfg = config();
  const { database, storage } = targetsOf(options, cfg);
  if (database && "dataDir" in database) await mkdir(database.dataDir, { recursive: true });

  const progress = terminalProgress();
  const source = await openConfiguredInstallation(cfg);
  const target: MigrationTarget = {};
  try {
    if (database) target.engine = await openEngine(database);
    if (storage) target.store = createObjectStore(storage);
    progress.note(
      `Moving ${describeDatabase(configuredDatabase(cfg))} and ${describeStore(objectStoreOptions(cfg))} to ` +
        [database && describeDatabase(database), storage && describeStore(storage)]
          .filter(Boolean)
          .join(" and "),
    );
    const report = await migrate(source, target, {
      allowNonEmpty: options["allow-non-empty"],
      progress,
    });
    process.stdout.write(`Moved and verified:\n${summary(report)}\n`);
    const advice = await carrySessionSecret({
      sourceDataDir: cfg.dataDir,
      generated: !cfg.SESSION_SECRET,
      targetDataDir: options["to-data-dir"] && path.resolve(options["to-data-dir"]),
    });
    process.stdout.write(`${advice}\n`);
  } finally {
    await target.engine?.close();
    await source.close();
  }
});
