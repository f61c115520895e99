import { useCallback, useEffect, useRef, useState } from "react";
import { asChosen, optimiseImage, type OptimisedImage } from "~/ui/client-image/optimise-image";
import { formatBytes, savingsSummary } from "~/ui/client-image/size-savings";
import { toast } from "~/ui/toast-store";
import { UPLOAD_MESSAGES } from "~/utils/photo-view";
import { checkChosenFile } from "./check-chosen-file";
import { toastFromMessage } from "./toast-text";
import { useUploadLimitMb } from "./use-upload-limit";

export interface PreparedImage extends OptimisedImage {
  previewUrl: string | null;
  summary: string;
}

/** HEIC and TIFF are sent as chosen: the server decodes them. */
const summaryOf = (image: OptimisedImage) =>
  image.previewable
    ? savingsSummary(image.originalBytes, image.file.size)
    : `Sent as it is (${formatBytes(image.originalBytes)}): the server converts this format.`;

export const ORIGINAL_SUMMARY = "Uploading your original file";
const originalSummary = (image: OptimisedImage) =>
  `${ORIGINAL_SUMMARY} (${formatBytes(image.originalBytes)}).`;

/**
 * The chosen file, checked and optimised in the browser (docs/product.md#states-and-transitions:
 * progress 5 to 100, then a preview with the size saving), or with `keepOriginals` checked and kept
 * as chosen. A refused file toasts and calls `onRefused`; a failed optimisation toasts and calls
 * `onFailure` (the form resets). A newer choice wins over one still being optimised.
 */
export function usePreparedImage(
  onRefused: () => void,
  onFailure: () => void,
  keepOriginals = false,
) {
  const [prepared, setPrepared] = useState<PreparedImage | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const generation = useRef(0);
  const maxUploadMb = useUploadLimitMb();

  // Object URLs hold the image in memory until revoked.
  useEffect(() => {
    const url = prepared?.previewUrl;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [prepared?.previewUrl]);

  const clear = useCallback(() => {
    generation.current++;
    setPrepared(null);
    setProgress(null);
  }, []);

  const prepare = useCallback(
    async (file: File): Promise<PreparedImage | null> => {
      const mine = ++generation.current;
      setPrepared(null);
      const check = await checkChosenFile(file, maxUploadMb);
      if (mine !== generation.current) return null;
      if (!check.ok) {
        toast(toastFromMessage(check.message, "Upload Failed"));
        onRefused();
        return null;
      }
      if (!keepOriginals) setProgress(5);
      try {
        const result = keepOriginals
          ? asChosen(file, check.format)
          : await optimiseImage(file, check.format, (percent) => {
              if (mine === generation.current) setProgress(percent);
            });
        if (mine !== generation.current) return null;
        const ready: PreparedImage = {
          ...result,
          previewUrl: result.previewable ? URL.createObjectURL(result.file) : null,
          summary: keepOriginals ? originalSummary(result) : summaryOf(result),
        };
        setPrepared(ready);
        setProgress(null);
        return ready;
      } catch {
        if (mine !== generation.current) return null;
        toast(toastFromMessage(UPLOAD_MESSAGES.processingError, "Processing Error"));
        onFailure();
        return null;
      }
    },
    [onRefused, onFailure, maxUploadMb, keepOriginals],
  );

  return { prepared, progress, prepare, clear };
}
