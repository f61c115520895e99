import { MAX_DUPLICATE_QUERY, type DuplicateMatch } from "~/utils/duplicate-photos";

export const DUPLICATES_URL = "/api/user/photos/duplicates";

/**
 * Which of these hashes the photographer already has a photo for (ADR 44). A check that fails
 * flags nothing: it must never stand between a photographer and an upload.
 */
export async function askDuplicates(hashes: string[]): Promise<Map<string, DuplicateMatch>> {
  const known = new Map<string, DuplicateMatch>();
  const wanted = [...new Set(hashes)];
  for (let start = 0; start < wanted.length; start += MAX_DUPLICATE_QUERY) {
    try {
      const response = await fetch(DUPLICATES_URL, {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ sha256: wanted.slice(start, start + MAX_DUPLICATE_QUERY) }),
      });
      if (!response.ok) continue;
      const { duplicates } = (await response.json()) as { duplicates?: DuplicateMatch[] };
      for (const match of duplicates ?? []) known.set(match.sha256, match);
    } catch {
      // Offline or refused: these files are simply not flagged.
    }
  }
  return known;
}
