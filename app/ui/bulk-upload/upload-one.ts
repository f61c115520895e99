import { optimiseImage, type OptimisedImage } from "~/ui/client-image/optimise-image";
import { metadataField, readFileMetadata } from "~/ui/client-image/read-metadata";
import { checkChosenFile } from "~/ui/my-photos/check-chosen-file";
import { postWithProgress, type UploadAnswer } from "~/ui/my-photos/upload-request";
import { UPLOAD_URL } from "~/ui/my-photos/use-upload-flow";
import { BULK_MESSAGES } from "~/utils/bulk-upload";
import { CHOSEN_SHA256_FIELD } from "~/utils/duplicate-photos";
import { UPLOAD_MESSAGES } from "~/utils/photo-view";

export type Stage = "preparing" | "uploading";

const NETWORK_ERROR = "Network error: Unable to connect to the server";

/** A 429 (all the photographer's upload slots taken, ADR 39) is tried again this many times. */
const BUSY_RETRIES = 3;
const MAX_WAIT_SECONDS = 10;
const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

export interface UploadTarget {
  /** The title when the file has none written into it: the server decides (uploadPhoto). */
  fallbackTitle: string;
  category: string;
  /** SHA-256 of the file as chosen: the server keeps it beside a re-encoded copy (ADR 44). */
  sha256?: string;
  /** The site's upload limit in MB (useUploadLimitMb); 25 when not given. */
  maxUploadMb?: number;
  /** Send the file as chosen, not the browser's smaller copy (Account → Settings). */
  keepOriginals?: boolean;
}

/** Sends the form, waiting as the server asks while another tab's uploads hold every slot. */
async function postPolitely(body: FormData, onProgress: (percent: number) => void) {
  let answer: UploadAnswer = await postWithProgress(UPLOAD_URL, body, onProgress);
  for (let retry = 0; answer.status === 429 && retry < BUSY_RETRIES; retry++) {
    await sleep(Math.min(answer.retryAfter ?? 1, MAX_WAIT_SECONDS));
    answer = await postWithProgress(UPLOAD_URL, body, onProgress);
  }
  return answer;
}

/**
 * One file of a multi-file upload with JavaScript: checked as the server will check it,
 * optimised in the browser (unless the photographer keeps their originals), then sent to the
 * one-photo upload API with progress; a re-encoded copy takes the original's EXIF and IPTC/XMP
 * with it. Never throws: the answer says whether it was stored, and if not, why.
 */
export async function uploadOne(
  file: File,
  target: UploadTarget,
  onStage: (stage: Stage, percent: number) => void,
): Promise<{ ok: boolean; message: string; photoId?: string }> {
  const check = await checkChosenFile(file, target.maxUploadMb);
  if (!check.ok) return { ok: false, message: check.message };
  onStage("preparing", 0);
  let send: Pick<OptimisedImage, "file" | "exif" | "optimised"> = {
    file,
    exif: null,
    optimised: false,
  };
  if (!target.keepOriginals) {
    try {
      send = await optimiseImage(file, check.format, (percent) => onStage("preparing", percent));
    } catch {
      // The browser could not decode it: the server decodes it or says why not.
    }
  }
  const metadata = send.optimised ? metadataField(await readFileMetadata(file)) : null;
  onStage("uploading", 0);
  const body = new FormData();
  body.set("image", send.file);
  if (send.exif) body.set("exif", send.exif);
  if (metadata) body.set("metadata", metadata);
  if (target.sha256) body.set(CHOSEN_SHA256_FIELD, target.sha256);
  body.set("title", "");
  body.set("fallbackTitle", target.fallbackTitle);
  body.set("category", target.category);
  body.set("imageType", "photo");
  const answer = await postPolitely(body, (percent) => onStage("uploading", percent));
  if (answer.status >= 200 && answer.status < 300) {
    return { ok: true, message: BULK_MESSAGES.uploaded, photoId: answer.body?.id };
  }
  const fallback = answer.status === 0 ? NETWORK_ERROR : UPLOAD_MESSAGES.uploadFailed;
  return { ok: false, message: answer.body?.message || fallback };
}
