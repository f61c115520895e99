import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";

const SCRIPT = path.resolve(__dirname, "../publish-photos.mjs");

export interface PublishRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `node scripts/publish-photos.mjs …` as a photographer runs it from a pipe (no terminal: one line
 * per file), with nothing of this process's environment but PATH and what `env` adds.
 */
export async function runPublishPhotos(
  args: string[],
  env: Record<string, string> = {},
): Promise<PublishRun> {
  const child: ChildProcess = spawn(process.execPath, [SCRIPT, ...args], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk));
  const [code] = await once(child, "exit");
  return { code: code as number | null, stdout, stderr };
}
