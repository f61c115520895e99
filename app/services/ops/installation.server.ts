import { hkdfSync } from "node:crypto";
import type { Engine } from "~/data/engine.server";
import type { ObjectStore } from "~/storage/object-store";

/** One installation's data: a database engine and an object store (source or target of a tool). */
export interface Installation {
  engine: Engine;
  store: ObjectStore;
}

export const engineNames = ({ engine, store }: Installation) => ({
  database: engine.kind,
  storage: store.engine,
});

/**
 * A one-way fingerprint of a session secret. Google tokens are sealed with a key derived from the
 * secret, so a restore or a move under another secret leaves them unreadable: comparing
 * fingerprints lets the tools warn without ever writing the secret itself anywhere.
 */
export function secretFingerprint(secret: string): string {
  return Buffer.from(
    hkdfSync("sha256", secret, "viewfinder", "ops-secret-fingerprint", 16),
  ).toString("hex");
}
