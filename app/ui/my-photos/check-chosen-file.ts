import { detectUploadFormat } from "~/ui/client-image/read-signature";
import type { UploadFormat } from "~/ui/client-image/image-signature";
import { MAX_PHOTO_UPLOAD_BYTES, UPLOAD_MESSAGES } from "~/utils/photo-view";

export type FileCheck = { ok: true; format: UploadFormat } | { ok: false; message: string };

/** Spec §5, checked as the server will: by size, then by the file's bytes (not its name). */
export async function checkChosenFile(file: File): Promise<FileCheck> {
  if (file.size > MAX_PHOTO_UPLOAD_BYTES) return { ok: false, message: UPLOAD_MESSAGES.tooLarge };
  const format = await detectUploadFormat(file);
  return format ? { ok: true, format } : { ok: false, message: UPLOAD_MESSAGES.invalidType };
}
