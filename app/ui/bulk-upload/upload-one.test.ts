import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeEach, describe, expect, it, vi } from "vitest";

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../images/__fixtures__/${name}`, import.meta.url)));

/** Each body the browser would post, answered 201. */
const posted = vi.hoisted(() => [] as FormData[]);
vi.mock("~/ui/my-photos/upload-request", () => ({
  postWithProgress: async (_url: string, body: FormData) => {
    posted.push(body);
    return { status: 201, body: {}, retryAfter: null };
  },
}));
/** A canvas re-encode: a smaller WebP without any metadata, and the original's EXIF beside it. */
vi.mock("~/ui/client-image/optimise-image", () => ({
  optimiseImage: async (file: File) => ({
    file: new File([new Uint8Array(10)], file.name.replace(/\.jpg$/, ".webp"), {
      type: "image/webp",
    }),
    originalBytes: file.size,
    optimised: true,
    previewable: true,
    exif: null,
  }),
}));

const { uploadOne } = await import("./upload-one");

const lightroom = () =>
  new File([Uint8Array.from(fixture("lightroom.jpg"))], "lightroom.jpg", { type: "image/jpeg" });
const target = { fallbackTitle: "lightroom", category: "landscape" };
const sentFile = () => posted[0]!.get("image") as File;

beforeEach(() => {
  posted.length = 0;
});

describe("uploadOne", () => {
  it("sends a re-encoded copy with the original's IPTC/XMP as the metadata field", async () => {
    const result = await uploadOne(lightroom(), target, () => {});
    expect(result.ok).toBe(true);
    expect(sentFile().name).toBe("lightroom.webp");
    const metadata = JSON.parse(posted[0]!.get("metadata") as string);
    expect(metadata).toMatchObject({
      title: "Crown of a falling drop",
      tags: ["water", "drop", "splash", "macro"],
      rights: { creator: "Élodie Marchand" },
    });
  });

  it("leaves the title to the server: empty, with the file name's title as the fallback", async () => {
    await uploadOne(lightroom(), target, () => {});
    expect(posted[0]!.get("title")).toBe("");
    expect(posted[0]!.get("fallbackTitle")).toBe("lightroom");
  });

  it("sends the file exactly as chosen, and no metadata field, for a photographer who keeps originals", async () => {
    const chosen = lightroom();
    const result = await uploadOne(chosen, { ...target, keepOriginals: true }, () => {});
    expect(result.ok).toBe(true);
    const sent = new Uint8Array(await sentFile().arrayBuffer());
    expect(Buffer.from(sent).equals(fixture("lightroom.jpg"))).toBe(true);
    expect(posted[0]!.has("metadata")).toBe(false);
  });
});
