import { rm } from "node:fs/promises";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { createUser, tempDataDir } from "~/services/photos/test-support";
import { WATERMARK_MESSAGES } from "./watermark-settings";

/**
 * Saving a watermark (docs/decisions/0065-watermarks.md): a refused field or logo changes
 * nothing; a logo is checked, kept under `watermark/{userId}/` as PNG, replaced by the next one,
 * deleted on removal and with the account.
 */

const dataDir = tempDataDir("viewfinder-watermark-store-");
const { db, closeDatabase } = await import("~/data/db.server");
const { objectStore } = await import("~/storage/store.server");
const { removeWatermark, saveWatermark } = await import("./watermark-store.server");
const { deleteAccountData } = await import("~/services/account/delete-account.server");

afterAll(async () => {
  await closeDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

const fields = { kind: "logo", position: "bottom-left", size: "20", opacity: "0.7" };
const png = (red: number) =>
  sharp({
    create: { width: 64, height: 32, channels: 4, background: { r: red, g: 0, b: 0, alpha: 1 } },
  })
    .png()
    .toBuffer();
const file = (bytes: Buffer | string, type = "image/png") =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], "logo", { type });
const logos = async (userId: string) =>
  (await objectStore().list(`watermark/${userId}/`)).map((object) => object.key);
const saved = async (userId: string) => (await (await db()).users.findById(userId))!.watermark;

describe("saving a logo watermark", () => {
  it("refuses what is not a PNG, JPEG or WebP image, or none at all, and keeps nothing", async () => {
    const user = await createUser("logo-refused");
    const refusals: [File | undefined, string][] = [
      [undefined, WATERMARK_MESSAGES.logoMissing],
      [file("GIF89a", "image/gif"), WATERMARK_MESSAGES.logoType],
      [file("not a picture"), WATERMARK_MESSAGES.logoUnreadable],
      [
        file(
          await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
            .png()
            .toBuffer(),
        ),
        WATERMARK_MESSAGES.logoTooSmall,
      ],
      [file(Buffer.alloc(3 * 1024 * 1024)), WATERMARK_MESSAGES.logoTooLarge],
    ];
    for (const [logo, message] of refusals) {
      expect(await saveWatermark(user, fields, logo)).toEqual({
        ok: false,
        errors: { logo: message },
      });
    }
    expect(await saved(user.id)).toBeUndefined();
    expect(await logos(user.id)).toEqual([]);
  });

  it("keeps the logo, replaces it with the next, keeps it through other changes, and removes it", async () => {
    const user = await createUser("logo-kept");
    const first = await saveWatermark(user, fields, file(await png(200)));
    expect(first.ok).toBe(true);
    const firstKey = (await saved(user.id))!.logoKey!;
    expect(firstKey).toMatch(new RegExp(`^watermark/${user.id}/logo-[0-9a-f]{16}\\.png$`));
    expect(await logos(user.id)).toEqual([firstKey]);

    const fresh = (await (await db()).users.findById(user.id))!;
    // A change of size without a new file keeps the logo; a bad field changes nothing.
    expect((await saveWatermark(fresh, { ...fields, size: "40" })).ok).toBe(true);
    expect((await saved(user.id))!.logoKey).toBe(firstKey);
    expect((await saveWatermark(fresh, { ...fields, size: "400" }, file(await png(10)))).ok).toBe(
      false,
    );
    expect(await saved(user.id)).toMatchObject({ size: 40, logoKey: firstKey });
    expect(await logos(user.id)).toEqual([firstKey]);

    expect((await saveWatermark(fresh, fields, file(await png(90)))).ok).toBe(true);
    const secondKey = (await saved(user.id))!.logoKey!;
    expect(secondKey).not.toBe(firstKey);
    expect(await logos(user.id)).toEqual([secondKey]);

    await removeWatermark(fresh);
    expect(await saved(user.id)).toBeUndefined();
    expect(await logos(user.id)).toEqual([]);
  });

  it("is deleted with the account", async () => {
    const user = await createUser("logo-gone");
    expect((await saveWatermark(user, fields, file(await png(120)))).ok).toBe(true);
    expect(await logos(user.id)).toHaveLength(1);
    await deleteAccountData(user.id);
    expect(await logos(user.id)).toEqual([]);
  });
});
