import path from "node:path";
import { config, type Config } from "~/config.server";
import { createLocalStore } from "./local-store.server";
import type { ObjectStore, StoreEngine } from "./object-store";
import { createS3Store, type S3StoreOptions } from "./s3-store.server";

export type ObjectStoreOptions =
  { engine: "local"; rootDir: string } | ({ engine: "s3" } & S3StoreOptions);

export function createObjectStore(options: ObjectStoreOptions): ObjectStore {
  if (options.engine === "local") return createLocalStore(options.rootDir);
  const { engine: _engine, ...s3 } = options;
  return createS3Store(s3);
}

/**
 * S3 when S3_BUCKET is set, else files under DATA_DIR/storage (docs/product.md#object-storage,
 * docs/product.md#configuration).
 */
export function storeEngineName(cfg: Config = config()): StoreEngine {
  return cfg.S3_BUCKET ? "s3" : "local";
}

export function objectStoreOptions(cfg: Config = config()): ObjectStoreOptions {
  if (!cfg.S3_BUCKET) return { engine: "local", rootDir: path.join(cfg.dataDir, "storage") };
  const credentials =
    cfg.S3_ACCESS_KEY_ID && cfg.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: cfg.S3_ACCESS_KEY_ID, secretAccessKey: cfg.S3_SECRET_ACCESS_KEY }
      : undefined;
  return {
    engine: "s3",
    bucket: cfg.S3_BUCKET,
    region: cfg.S3_REGION,
    endpoint: cfg.S3_ENDPOINT,
    forcePathStyle: cfg.S3_FORCE_PATH_STYLE,
    credentials,
  };
}

let current: ObjectStore | undefined;

/** The process-wide store, built from the configuration on first use. */
export function objectStore(): ObjectStore {
  current ??= createObjectStore(objectStoreOptions());
  return current;
}

/** Replaces the process-wide store (tests, scripts); `undefined` goes back to the configured one. */
export function setObjectStore(store: ObjectStore | undefined): void {
  current = store;
}

/** An object's whole body, read from the process-wide store; throws when it is missing. */
export async function readObject(key: string): Promise<Buffer> {
  const object = await objectStore().get(key);
  if (!object) throw new Error(`Object ${key} is missing from the store`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
