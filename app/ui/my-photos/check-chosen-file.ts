import { detectUploadFormat } from "~/ui/client-image/read-signature";
import type { UploadFormat } from "~/ui/client-image/image-signature";
import { UPLOAD_MESSAGES } from "~/utils/photo-view";
import { DEFAULT_MAX_UPLOAD_MB, tooLargeMessage } from "~/utils/site-settings";

export type FileCheck = { ok: true; format: UploadFormat } | { ok: false; message: string };

/**
 * docs/product.md#validation-rules, checked as the server will: by size (the site's upload limit,
 * from the root loader), then by the file's bytes (not its name).
 */
export async function checkChosenFile(
  file: File,
  maxUploadMb = DEFAULT_MAX_UPLOAD_MB,
): Promise<FileCheck> {
  if (file.size > maxUploadMb * 1024 * 1024) {
    return { ok: false, message: tooLargeMessage(maxUploadMb) };
  }
  const format = await detectUploadFormat(file);
  return format ? { ok: true, format } : { ok: false, message: UPLOAD_MESSAGES.invalidType };
}
