import { siteSettings } from "~/services/site-settings/site-settings.server";
import { tooLargeMessage } from "~/utils/site-settings";

const MB = 1024 * 1024;

export interface PhotoUploadLimit {
  bytes: number;
  mb: number;
  /** The refusal of a larger file, naming the limit in force. */
  message: string;
}

/**
 * The largest photo an upload may carry: the administrator's setting (Admin → Settings, 25 MB
 * unless raised, at most 200). The one rule every way a photo arrives — the upload form, the API,
 * bulk uploads, imports, a restored orphan, AI analysis — reads, so none can drift from it.
 */
export async function photoUploadLimit(): Promise<PhotoUploadLimit> {
  const { maxUploadMb } = await siteSettings();
  return { bytes: maxUploadMb * MB, mb: maxUploadMb, message: tooLargeMessage(maxUploadMb) };
}
