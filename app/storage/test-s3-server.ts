import { fork } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { S3StoreOptions } from "./s3-store.server";

export interface TestS3Server {
  /** Options for createS3Store / createObjectStore against this server. */
  options: S3StoreOptions;
  /** Where s3rver keeps the objects. */
  directory: string;
  /** s3rver's process: SIGSTOP makes it a store that accepts connections but never answers. */
  pid: number;
  stop(): Promise<void>;
}

export interface TestS3ServerOptions {
  /** A fixed port (default: any free one). */
  port?: number;
  /** An existing directory to serve, kept at stop (default: a new one, removed at stop). */
  directory?: string;
}

/**
 * A real S3 HTTP API (s3rver) on 127.0.0.1 at a random port, with one empty bucket, for tests.
 * s3rver accepts only the S3RVER/S3RVER key pair and needs path-style addressing.
 */
export async function startTestS3Server(
  bucket = "viewfinder-test",
  { port: fixedPort, directory: given }: TestS3ServerOptions = {},
): Promise<TestS3Server> {
  const directory = given ?? (await mkdtemp(path.join(tmpdir(), "viewfinder-s3rver-")));
  const script = fileURLToPath(new URL("./s3rver-process.mjs", import.meta.url));
  const child = fork(script, [directory, bucket, String(fixedPort ?? 0)], {
    execArgv: ["--openssl-legacy-provider"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (message) => resolve((message as { port: number }).port));
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`s3rver exited early (code ${code})`)));
  });
  return {
    options: {
      bucket,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    },
    directory,
    pid: child.pid!,
    async stop() {
      child.kill();
      await exited;
      if (!given) await rm(directory, { recursive: true, force: true });
    },
  };
}
