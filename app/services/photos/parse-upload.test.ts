import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixture } from "~/images/__fixtures__/load-fixture";
import { UPLOAD_MESSAGES } from "~/utils/photo-view";
import { PhotoInputError } from "./errors.server";
import { parsePhotoUpload } from "./parse-upload.server";
import { tempDataDir } from "./test-support";

// Uploads wait inside DATA_DIR (ADR 39); the configuration is read at the first upload.
const dataDir = tempDataDir("viewfinder-parse-upload-");
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const waiting = () => readdirSync(path.join(dataDir, "tmp", "uploads"));

const uploadRequest = (form: FormData) =>
  new Request("http://localhost/api/photos/upload", { method: "POST", body: form });

/** A body sent chunk by chunk, as a browser streams a large file; counts what was read. */
function streamedRequest(fileBytes: number) {
  const boundary = "----viewfinder-test";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBig\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.jpg"\r\n` +
      "Content-Type: image/jpeg\r\n\r\n",
  );
  const chunk = Buffer.alloc(1024 * 1024, 0xff);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(head);
      if (sent >= fileBytes) {
        controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
        controller.close();
        return;
      }
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
  const request = new Request("http://localhost/api/photos/upload", {
    method: "POST",
    body,
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    duplex: "half",
  } as RequestInit);
  return { request, sent: () => sent };
}

describe("parsePhotoUpload", () => {
  it("gives the text fields and the image on disk under DATA_DIR, and cleans up after", async () => {
    const form = new FormData();
    form.set("title", "Flower");
    form.set("category", "macro");
    form.set("aiTags", '["pink"]');
    form.set(
      "image",
      new Blob([new Uint8Array(fixture("flower.webp"))], { type: "image/webp" }),
      "flower.webp",
    );
    const { fields, file, cleanup } = await parsePhotoUpload(uploadRequest(form));
    expect(fields).toEqual({ title: "Flower", category: "macro", aiTags: '["pink"]' });
    expect(file).toMatchObject({
      name: "flower.webp",
      type: "image/webp",
      size: fixture("flower.webp").length,
    });
    expect(readFileSync(file!.path).equals(fixture("flower.webp"))).toBe(true);
    expect(path.relative(dataDir, file!.path)).toMatch(/^tmp\/uploads\/upload-\w+\/upload$/);
    await cleanup();
    expect(existsSync(file!.path)).toBe(false);
    expect(waiting()).toEqual([]);
  });

  it("reads an empty file input as no file", async () => {
    const form = new FormData();
    form.set("title", "Nothing");
    form.set("image", new Blob([]), "");
    const parsed = await parsePhotoUpload(uploadRequest(form));
    expect(parsed.file).toBeNull();
    await parsed.cleanup();
  });

  it("stops reading a file over 25MB early, with the spec's message", async () => {
    const { request, sent } = streamedRequest(60 * 1024 * 1024);
    const error = await parsePhotoUpload(request).catch((e: unknown) => e);
    expect(error).toEqual(new PhotoInputError(UPLOAD_MESSAGES.tooLarge, 413));
    expect((error as PhotoInputError).status).toBe(413);
    expect(sent()).toBeLessThan(30 * 1024 * 1024);
    // A refused upload removes what it had written at once.
    expect(waiting()).toEqual([]);
  });

  it("accepts one image only, and multipart only", async () => {
    const form = new FormData();
    form.set("title", "Two");
    form.append("image", new Blob([new Uint8Array(fixture("flower.webp"))]), "a.webp");
    form.append("image", new Blob([new Uint8Array(fixture("flower.webp"))]), "b.webp");
    await expect(parsePhotoUpload(uploadRequest(form))).rejects.toThrow(
      "Please upload one image at a time.",
    );
    const json = new Request("http://localhost/x", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    await expect(parsePhotoUpload(json)).rejects.toMatchObject({ status: 415 });
  });
});
