import { optimiseImage } from "~/ui/client-image/optimise-image";
import { checkChosenFile } from "~/ui/my-photos/check-chosen-file";
import { postWithProgress } from "~/ui/my-photos/upload-request";
import { UPLOAD_URL } from "~/ui/my-photos/use-upload-flow";
import { BULK_MESSAGES, titleFromFileName } from "~/utils/bulk-upload";
import { UPLOAD_MESSAGES } from "~/utils/photo-view";

export type Stage = "preparing" | "uploading";

const NETWORK_ERROR = "Network error: Unable to connect to the server";

/**
 * One file of a bulk upload with JavaScript: checked as the server will check it, optimised in
 * the browser, then sent to the one-photo upload API with progress. Never throws: the answer
 * says whether it was stored, and if not, why.
 */
export async function uploadOne(
  file: File,
  category: string,
  onStage: (stage: Stage, percent: number) => void,
): Promise<{ ok: boolean; message: string }> {
  const check = await checkChosenFile(file);
  if (!check.ok) return { ok: false, message: check.message };
  onStage("preparing", 0);
  let send: { file: File; exif: string | null } = { file, exif: null };
  try {
    send = await optimiseImage(file, check.format, (percent) => onStage("preparing", percent));
  } catch {
    // The browser could not decode it: the server decodes it or says why not.
  }
  onStage("uploading", 0);
  const body = new FormData();
  body.set("image", send.file);
  if (send.exif) body.set("exif", send.exif);
  body.set("title", titleFromFileName(file.name));
  body.set("category", category);
  body.set("imageType", "photo");
  const answer = await postWithProgress(UPLOAD_URL, body, (percent) =>
    onStage("uploading", percent),
  );
  if (answer.status >= 200 && answer.status < 300) {
    return { ok: true, message: BULK_MESSAGES.uploaded };
  }
  const fallback = answer.status === 0 ? NETWORK_ERROR : UPLOAD_MESSAGES.uploadFailed;
  return { ok: false, message: answer.body?.message || fallback };
}
