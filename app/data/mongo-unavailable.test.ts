import { createServer } from "node:net";
import { once } from "node:events";
import mongoose, { Schema, type Model } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DatabaseUnavailableError } from "~/utils/availability/unavailable";
import { isMongoUnavailable } from "~/utils/availability/mongo-failure";
import { MongoCollection } from "./mongo-collection.server";
import { MONGO_CONNECTION_OPTIONS, openMongoEngine, withUnavailability } from "./mongo-engine.server";
import { engines, useTestEngine } from "./test-databases";

/**
 * MongoDB going away must turn into DatabaseUnavailableError (a 503) within 2 s, not a hang. No
 * MongoDB server runs here, so "away" is a loopback port with nothing listening; where
 * MONGODB_URI is set, the same engine must still work normally through the mapping.
 */

interface Probe {
  _id: string;
  n: number;
}

let deadUri = "";

beforeAll(async () => {
  // A port that was free a moment ago: connections to it are refused.
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  probe.close();
  deadUri = `mongodb://127.0.0.1:${port}/viewfinder-unavailable`;
});

const connections: mongoose.Connection[] = [];
afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.getClient?.()?.close(true)));
});

async function within2s<T>(work: () => Promise<T>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  try {
    await work();
    return { error: undefined, ms: performance.now() - started };
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
}

describe("MongoDB unavailable", () => {
  it("refuses to open with DatabaseUnavailableError within 2 s", async () => {
    const { error, ms } = await within2s(() => openMongoEngine(deadUri));
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as Error).message).toMatch(/^The database is unavailable: /);
    expect(ms).toBeLessThan(2000);
  });

  it("fails each operation of a collection with DatabaseUnavailableError within 2 s", async () => {
    // A connection past its initial open whose server is gone: mongoose hands each operation to
    // the driver (bufferCommands off), which finds no server to select.
    const { bufferCommands, ...driverOptions } = MONGO_CONNECTION_OPTIONS;
    const client = new mongoose.mongo.MongoClient(deadUri, driverOptions);
    const connection = mongoose.createConnection();
    connection.config.bufferCommands = bufferCommands;
    // What a completed initial open leaves behind (mongoose refuses setClient on a client that
    // could not connect): the driver's database handle.
    Object.assign(connection, { db: client.db() });
    connections.push(connection);
    const model = connection.model("probes", new Schema({ _id: String, n: Number }), "probes");
    const collection = withUnavailability(new MongoCollection(model as unknown as Model<Probe>));

    for (const call of [
      () => collection.findOne({ _id: "a" }),
      () => collection.insert({ _id: "a", n: 1 }),
      () => collection.updateOne({ _id: "a" }, { $inc: { n: 1 } }),
    ]) {
      const { error, ms } = await within2s(call);
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
      expect(ms).toBeLessThan(2000);
    }
  });

  it("tells driver outages from refusals", () => {
    const named = (name: string) => Object.assign(new Error("x"), { name });
    expect(isMongoUnavailable(named("MongoServerSelectionError"))).toBe(true);
    expect(isMongoUnavailable(named("MongoNetworkTimeoutError"))).toBe(true);
    expect(isMongoUnavailable(Object.assign(new Error("x"), { code: "ECONNRESET" }))).toBe(true);
    expect(isMongoUnavailable(Object.assign(new Error("dup"), { code: 11000 }))).toBe(false);
    expect(isMongoUnavailable(named("ValidationError"))).toBe(false);
  });
});

// Where a MongoDB server is configured, the mapped collection behaves as before.
describe.each(engines.filter((engine) => engine === "mongodb"))("%s through the mapping", (kind) => {
  const t = useTestEngine(kind);
  it("answers normally", async () => {
    const probes = await t.engine.collection<Probe>(
      "probes",
      new Schema({ _id: String, n: Number }),
    );
    await probes.insert({ _id: "a", n: 1 });
    expect(await probes.updateOne({ _id: "a" }, { $inc: { n: 1 } })).toMatchObject({ n: 2 });
  });
});
