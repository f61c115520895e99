import path from "node:path";
import type { Config } from "~/config.server";
import { openEmbeddedEngine } from "~/data/embedded-engine.server";
import type { Engine } from "~/data/engine.server";
import { logger } from "~/server/log/logger.server";
import { openMongoEngine } from "~/data/mongo-engine.server";
import type { ObjectStore } from "~/storage/object-store";
import {
  createObjectStore,
  objectStoreOptions,
  type ObjectStoreOptions,
} from "~/storage/store.server";
import type { Installation } from "./installation.server";

/** Where a database lives: MongoDB at a URI, or the embedded engine under a data directory. */
export type DatabasePlace = { mongodbUri: string } | { dataDir: string };

export function openEngine(place: DatabasePlace): Promise<Engine> {
  return "mongodbUri" in place
    ? openMongoEngine(place.mongodbUri)
    : openEmbeddedEngine(place.dataDir, logger);
}

/** A human name for a place, for progress lines and refusals (never a URI's password). */
export function describeDatabase(place: DatabasePlace): string {
  if ("dataDir" in place) return `the embedded database in ${path.join(place.dataDir, "db")}`;
  const url = new URL(place.mongodbUri);
  return `MongoDB at ${url.host}${url.pathname}`;
}

export function describeStore(options: ObjectStoreOptions): string {
  return options.engine === "local"
    ? `local files in ${options.rootDir}`
    : `bucket ${options.bucket}${options.endpoint ? ` at ${options.endpoint}` : ""}`;
}

/** The database of the configured installation (MONGODB_URI, else DATA_DIR). */
export function configuredDatabase(cfg: Config): DatabasePlace {
  return cfg.MONGODB_URI ? { mongodbUri: cfg.MONGODB_URI } : { dataDir: cfg.dataDir };
}

export interface OpenedInstallation extends Installation {
  close(): Promise<void>;
}

export async function openInstallation(
  database: DatabasePlace,
  storage: ObjectStoreOptions,
): Promise<OpenedInstallation> {
  const engine = await openEngine(database);
  const store: ObjectStore = createObjectStore(storage);
  return { engine, store, close: () => engine.close() };
}

/** The installation the environment configures, as the app would open it. */
export function openConfiguredInstallation(cfg: Config): Promise<OpenedInstallation> {
  return openInstallation(configuredDatabase(cfg), objectStoreOptions(cfg));
}
