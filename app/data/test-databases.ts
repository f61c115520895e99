import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { openDatabase, type Database, type DatabaseOptions } from "./db.server";
import type { Engine } from "./engine.server";
import { openMongoEngine } from "./mongo-engine.server";
import { openSqliteEngine } from "./sqlite-engine.server";

/**
 * Contract tests run against every engine available: the embedded one (SQLite) always,
 * MongoDB when MONGODB_URI is set (CI elsewhere, docker compose). Tests only; never imported by
 * the app.
 */
const mongodbUri = process.env.MONGODB_URI;
export const engines: Database["engine"][] = mongodbUri
  ? ["embedded", "mongodb"]
  : ["embedded"];

/** The same server, another database: `mongodb://host/db?x` → `mongodb://host/<name>?x`. */
function withDatabaseName(uri: string, name: string): string {
  return uri.replace(/^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?/, `$1/${name}`);
}

/** Where each test's data lives: a temp dir per test file, a database name per test on MongoDB. */
function useTestPlaces(engine: Database["engine"]) {
  let root = "";
  const used: string[] = [];

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "viewfinder-db-"));
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
    for (const uri of used) {
      const connection = await mongoose.createConnection(uri).asPromise();
      await connection.dropDatabase();
      await connection.close();
    }
  });

  return (): DatabaseOptions => {
    const name = `viewfinder-test-${randomUUID().slice(0, 8)}`;
    if (engine !== "mongodb" || !mongodbUri) return { dataDir: path.join(root, name) };
    const uri = withDatabaseName(mongodbUri, name);
    used.push(uri);
    return { mongodbUri: uri, dataDir: root };
  };
}

/** A fresh, empty database for each test, removed after it; `reopen` simulates a restart. */
export function useTestDatabase(engine: Database["engine"]) {
  const nextPlace = useTestPlaces(engine);
  let options: DatabaseOptions;
  let current: Database | undefined;
  const open = () => openDatabase(options);

  beforeEach(async () => {
    options = nextPlace();
    current = await open();
  });

  afterEach(async () => {
    await current?.close();
    current = undefined;
  });

  return {
    get db(): Database {
      if (!current) throw new Error("useTestDatabase: no database outside a test");
      return current;
    },
    /** Closes the database and opens it again from the same place (a process restart). */
    async reopen(): Promise<Database> {
      await current?.close();
      current = await open();
      return current;
    },
    /** The directory the embedded engine of the current test writes to. */
    get dataDir(): string {
      return options.dataDir;
    },
  };
}

/** A bare engine (no repositories) for each test, to check the collection contract itself. */
export function useTestEngine(kind: Engine["kind"]) {
  const nextPlace = useTestPlaces(kind);
  let current: Engine | undefined;

  beforeEach(async () => {
    const { mongodbUri: uri, dataDir } = nextPlace();
    if (uri) current = await openMongoEngine(uri);
    else current = await openSqliteEngine(dataDir);
  });

  afterEach(async () => {
    await current?.close();
    current = undefined;
  });

  return {
    get engine(): Engine {
      if (!current) throw new Error("useTestEngine: no engine outside a test");
      return current;
    },
  };
}

/** Lets the clock move on, so "newest first" has distinct timestamps to sort by. */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
