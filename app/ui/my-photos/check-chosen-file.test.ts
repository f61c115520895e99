import { describe, expect, it } from "vitest";
import { checkChosenFile } from "./check-chosen-file";

/** Starts like a JPEG (what the browser's check reads) and is as large as asked. */
const jpegFile = (bytes: number) => {
  const body = new Uint8Array(bytes);
  body.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([body], "big.jpg", { type: "image/jpeg" });
};

describe("the browser's check of a chosen photo", () => {
  it("holds it to the site's upload limit, naming that limit", async () => {
    const file = jpegFile(26 * 1024 * 1024);

    expect(await checkChosenFile(file)).toEqual({
      ok: false,
      message: "File too large: Maximum file size is 25MB.",
    });
    expect(await checkChosenFile(file, 20)).toEqual({
      ok: false,
      message: "File too large: Maximum file size is 20MB.",
    });
    expect(await checkChosenFile(file, 30)).toEqual({ ok: true, format: "jpeg" });
  });
});
