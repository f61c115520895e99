import { createHash } from "node:crypto";
import { db } from "~/data/db.server";
import { SHA256_HEX, type DuplicateMatch } from "~/utils/duplicate-photos";

/** SHA-256 of bytes, as lowercase hex. */
export const sha256Of = (bytes: Uint8Array): string =>
  createHash("sha256").update(bytes).digest("hex");

/**
 * The browser's claim of a chosen file's hash: kept only when it looks like one. It is trusted
 * for nothing but its owner's own duplicate checks (ADR 44).
 */
export function declaredSha256(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const hash = value.trim().toLowerCase();
  return SHA256_HEX.test(hash) ? hash : undefined;
}

/**
 * Which of these hashes the photographer already has a photo for, matched on the original's
 * bytes or on the file as chosen (ADR 44); the newest photo answers for each hash.
 */
export async function findDuplicates(userId: string, hashes: string[]): Promise<DuplicateMatch[]> {
  const wanted = [...new Set(hashes.map((h) => h.toLowerCase()))];
  const { photos } = await db();
  const found = new Map<string, DuplicateMatch>();
  for (const photo of await photos.findBySha256(userId, wanted)) {
    for (const hash of [photo.sha256, photo.chosenSha256]) {
      if (hash && wanted.includes(hash) && !found.has(hash))
        found.set(hash, { sha256: hash, photoId: photo.id, title: photo.title });
    }
  }
  return wanted.flatMap((hash) => found.get(hash) ?? []);
}
