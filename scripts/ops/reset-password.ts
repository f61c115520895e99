import { parseArgs } from "node:util";
import { closeDatabase, db } from "~/data/db.server";
import { issueResetLink, setPasswordOf } from "~/services/auth/password-reset.server";
import { OpsError } from "~/services/ops/ops-error";
import { newPasswordFields } from "~/utils/profile-schemas";
import { UsageError, runCommand } from "./cli";

const USAGE = `Usage: npm run reset-password -- --email <address> [--password-stdin]

Recovers the account with this email address in the configured installation (DATA_DIR, or
MONGODB_URI):
  (default)           prints a one-time link to choose a new password, valid for one hour;
                      earlier links of the account stop working. Without SITE_URL it prints
                      the path to open on the site.
  --password-stdin    reads the new password from standard input (one line, 8 to 256
                      characters) and sets it.
Either way, setting the password signs the account out everywhere. On the embedded engine,
stop the app first. See docs/operations.md.`;

function parse(): { email?: string; "password-stdin"?: boolean; help?: boolean } {
  try {
    return parseArgs({
      options: {
        email: { type: "string" },
        "password-stdin": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** All of standard input, without the line break that ends it (`echo`, a here-string). */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

await runCommand("reset-password", USAGE, async () => {
  const options = parse();
  if (options.help) return void process.stdout.write(`${USAGE}\n`);
  if (!options.email) throw new UsageError("Name the account: --email <address>");
  // Read before the database is opened: nothing is held while the operator types.
  const password = options["password-stdin"] ? await readStdin() : null;
  if (password !== null) {
    const checked = newPasswordFields.password.safeParse(password);
    if (!checked.success) throw new OpsError(checked.error.issues[0]!.message);
  }
  try {
    const user = await (await db()).users.findByEmail(options.email);
    if (!user) throw new OpsError(`No account has the email address ${options.email}.`);
    if (password !== null) {
      await setPasswordOf(user, password);
      process.stdout.write(
        `The password of ${user.email} is set; every session of the account was signed out.\n`,
      );
      return;
    }
    const link = await issueResetLink(user);
    const until = link.expiresAt.toISOString().replace(/\.\d+Z$/, "Z");
    process.stdout.write(
      link.url
        ? `One-time link for ${user.email}, valid until ${until}:\n${link.url}\n`
        : `SITE_URL is unset: open this path on the site, once, before ${until}:\n${link.path}\n`,
    );
  } finally {
    await closeDatabase();
  }
});
