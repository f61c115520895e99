import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** What exiftool reads in an image's bytes, as `group:tag` → value (`-n`: raw values). */
export function imageTags(bytes: Buffer): Record<string, unknown> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "served-")), "copy");
  writeFileSync(file, bytes);
  const output = execFileSync("/usr/bin/exiftool", ["-j", "-G1", "-a", "-n", file], {
    encoding: "utf8",
  });
  return (JSON.parse(output) as Record<string, unknown>[])[0]!;
}

/**
 * Tags that would tell of the camera, its owner, the place or the original file: none may reach
 * a public copy (docs/decisions/0046-rights-in-location-and-identity-out.md). exiftool's own
 * record of the file it read (System:FileName) is not in the image.
 */
export function cameraOrPlaceTags(tags: Record<string, unknown>): string[] {
  return Object.keys(tags).filter(
    (tag) =>
      tag !== "System:FileName" &&
      /GPS|SerialNumber|MakerNote|OwnerName|:Make$|:Model$|LensModel|DateTimeOriginal|FileName$/.test(
        tag,
      ),
  );
}
