import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const FILE = "session-secret";

/**
 * The session secret signs session cookies and seals Google tokens, so a moved installation must
 * keep it. Set through SESSION_SECRET, it is the operator's to carry; generated into
 * DATA_DIR/session-secret, it is copied into a target data directory that has none. Returns the
 * advice to print.
 */
export async function carrySessionSecret({
  sourceDataDir,
  generated,
  targetDataDir,
}: {
  sourceDataDir: string;
  /** Whether the source runs on the generated file (SESSION_SECRET unset). */
  generated: boolean;
  /** The target's DATA_DIR, when the target has one (embedded database or local files). */
  targetDataDir?: string;
}): Promise<string> {
  if (!generated) return "Start the app on the target with the same SESSION_SECRET as the source.";
  const secret = (await readFile(path.join(sourceDataDir, FILE), "utf8")).trim();
  if (!targetDataDir) {
    return (
      `The source's session secret was generated into ${path.join(sourceDataDir, FILE)}: set ` +
      "SESSION_SECRET to its content where the app runs on the target, or everyone is signed out " +
      "and Google Photos connections must be made again."
    );
  }
  const target = path.join(targetDataDir, FILE);
  const existing = await readFile(target, "utf8").then(
    (text) => text.trim(),
    () => null,
  );
  if (existing === null) {
    await writeFile(target, secret, { mode: 0o600 });
    return `Copied the session secret to ${target}.`;
  }
  return existing === secret
    ? `${target} already holds the source's session secret.`
    : `Warning: ${target} holds another session secret than the source: replace it with the source's ` +
        "(or set SESSION_SECRET), or everyone is signed out and Google Photos connections must be made again.";
}
