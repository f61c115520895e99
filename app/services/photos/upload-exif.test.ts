import { rmSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "~/images/__fixtures__/load-fixture";
import { createUser, uploadedFile, tempDataDir } from "./test-support";

const dataDir = tempDataDir("viewfinder-upload-exif-");
const { db, closeDatabase } = await import("~/data/db.server");
const { objectStore } = await import("~/storage/store.server");
const { uploadPhoto } = await import("./index.server");
const { decodeSuppliedExif, MAX_SUPPLIED_EXIF_BYTES } = await import("./supplied-exif.server");

let userId = "";
beforeAll(async () => {
  userId = (await createUser("exifer")).id;
});
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const exifOf = async (name: string) => (await sharp(fixture(name)).metadata()).exif!;
/** What the browser sends: the TIFF data of the original's APP1 segment, without "Exif\0\0". */
const browserField = async (name: string) => (await exifOf(name)).subarray(6).toString("base64");
/** What a canvas re-encode looks like: smaller, and without any metadata. */
const reencoded = (name: string) => sharp(fixture(name)).webp({ quality: 80 }).toBuffer();

const upload = async (bytes: Buffer | string, exif?: string) => {
  const view = await uploadPhoto(userId, {
    file: await uploadedFile(bytes, "photo.webp"),
    title: "Dusk",
    category: "landscape",
    exif,
  });
  const { photos } = await db();
  return { view, record: (await photos.findById(view.id))! };
};

async function readObject(key: string): Promise<Buffer> {
  const object = await objectStore().get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of object!.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("a re-encoded upload with the original's EXIF beside it", () => {
  it("stores the camera facts and the date, and the position privately, as the original would", async () => {
    const stripped = await reencoded("canon-gps.jpg");
    expect((await sharp(stripped).metadata()).exif).toBeUndefined();

    const { view, record } = await upload(stripped, await browserField("canon-gps.jpg"));
    const original = (await upload("canon-gps.jpg")).record;
    expect(record.exif).toEqual(original.exif);
    expect(record.exif).toMatchObject({ make: "Canon", model: "Canon EOS 350D DIGITAL", iso: 400 });
    expect(record.takenAt).toEqual(new Date("2008-01-22T03:28:22Z"));
    expect(record.gps).toEqual({ lat: 48.856667, lng: 2.294444 });

    // The served view shows the facts, never the position.
    expect(view.exif).toMatchObject({ camera: "Canon EOS 350D DIGITAL", shutter: "1/80" });
    expect(view.exif?.takenAt).toBe("2008-01-22T03:28:22");
    expect(JSON.stringify(view)).not.toMatch(/gps|latitude|lat"|48\.85/i);
    // And no served derivative carries the block it came with: only the rights written in.
    for (const d of record.derivatives) {
      const meta = await sharp(await readObject(d.key)).metadata();
      // Only the rights (ADR 46): the photographer's name as creator, nothing of the camera.
      expect(meta.iptc).toBeUndefined();
      expect(meta.xmp?.toString()).toContain("<dc:creator>");
      const written = `${meta.xmp?.toString() ?? ""}${meta.exif?.toString("latin1") ?? ""}`;
      expect(written).not.toMatch(/GPS|Canon|SerialNumber|exif:|tiff:/);
    }
  });

  it("also reads the block with its Exif\\0\\0 prefix, as sharp gives it", async () => {
    const exif = (await exifOf("canon-gps.jpg")).toString("base64");
    const { view } = await upload(await reencoded("canon-gps.jpg"), exif);
    expect(view.exif?.camera).toMatch(/Canon/);
  });

  it("stores no facts without it: what JavaScript uploads did before", async () => {
    const { view, record } = await upload(await reencoded("canon-gps.jpg"));
    expect([view.exif, record.exif, record.gps, record.takenAt]).toEqual([
      null,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe("the supplied EXIF is trusted for nothing else", () => {
  it("never replaces the file's own facts", async () => {
    const { record } = await upload("canon-gps.jpg", await browserField("ladybird.heic"));
    expect(record.exif).toMatchObject({ make: "Canon" });
    expect(record.gps).toEqual({ lat: 48.856667, lng: 2.294444 });
  });

  it("does not turn the image: its orientation tag is not read", async () => {
    // The browser already applied the rotation when it drew the photo.
    const upright = await sharp(fixture("storm-rotated.jpg")).rotate().webp().toBuffer();
    const { width, height } = await sharp(upright).metadata();
    const { view } = await upload(upright, await browserField("storm-rotated.jpg"));
    expect([view.width, view.height]).toEqual([width, height]);
  });

  const canonTiff = async () => (await exifOf("canon-gps.jpg")).subarray(6);
  it.each([
    ["not base64", async () => "Exif data, honest!"],
    ["base64 that is not EXIF", async () => Buffer.from("Exif\0\0garbage").toString("base64")],
    [
      "over 64 KB, even a readable block padded out",
      async () => {
        const tiff = await canonTiff();
        const padded = Buffer.alloc(MAX_SUPPLIED_EXIF_BYTES + 1);
        tiff.copy(padded);
        return padded.toString("base64");
      },
    ],
  ])("is ignored, and the upload goes on, when it is %s", async (_what, field) => {
    const { view, record } = await upload(await reencoded("canon-gps.jpg"), await field());
    expect(view.id).toBeTruthy();
    expect([record.exif, record.gps]).toEqual([undefined, undefined]);
  });
});

describe("decodeSuppliedExif", () => {
  it("takes strict base64 of 1 byte to 64 KB", () => {
    expect(decodeSuppliedExif(Buffer.from("II*\0").toString("base64"))).toEqual(
      Buffer.from("II*\0"),
    );
    const largest = Buffer.alloc(MAX_SUPPLIED_EXIF_BYTES, 1);
    expect(decodeSuppliedExif(largest.toString("base64"))).toEqual(largest);
  });

  it.each([
    ["nothing", undefined],
    ["an empty field", ""],
    ["a number", 42],
    ["URL-safe base64", "ab-_"],
    ["unpadded base64", "abc"],
    ["base64 with spaces", "ab cd"],
    ["one byte over 64 KB", Buffer.alloc(MAX_SUPPLIED_EXIF_BYTES + 1).toString("base64")],
  ])("ignores %s", (_what, value) => {
    expect(decodeSuppliedExif(value)).toBeUndefined();
  });
});
