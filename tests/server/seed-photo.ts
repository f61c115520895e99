import { readFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "~/data/db.server";
import { createLocalStore } from "~/storage/local-store.server";

const FIXTURES = path.resolve(__dirname, "../../app/images/__fixtures__");

/**
 * A processed-looking photo for server tests: one JPEG derivative, a real file in the local store
 * under `dataDir`, so its page and its image answer as an upload's would.
 */
export async function seedPhoto(
  dataDir: string,
  database: Database,
  { userId, title, isPublic }: { userId: string; title: string; isPublic: boolean },
): Promise<string> {
  const store = createLocalStore(path.join(dataDir, "storage"));
  const photo = await database.photos.create({ userId, title, category: "nature", isPublic });
  const key = `photo/${userId}/${photo.id}/w800-0a1b2c3d.jpg`;
  await store.put(key, readFileSync(path.join(FIXTURES, "canon-gps.jpg")), {
    contentType: "image/jpeg",
  });
  await database.photos.update(photo.id, {
    derivatives: [{ key, width: 800, height: 500, format: "jpeg", size: 49852 }],
  });
  return photo.id;
}
