import { analyseImage } from "~/images/image-pipeline.server";
import { isTimeout, untilAborted } from "./abort";
import { AiTimeoutError } from "./ai-timeout-error";
import { captureFacts, offlineSuggestions } from "./offline-analyser.server";
import { suggestWithOpenAi, type OpenAiSettings } from "./openai-provider.server";
import { previewJpeg } from "./preview-jpeg.server";
import { AI_ANALYSIS_TIMEOUT_MS, type AiAnalyzeResponse } from "./types";
import { logger } from "~/server/log/logger.server";

export interface SuggestOptions {
  /** The caller's own signal, e.g. the request's: aborting it stops the wait. */
  signal?: AbortSignal;
  /** The whole analysis' budget; docs/product.md#api-calls's 15 s unless a test needs less. */
  timeoutMs?: number;
  /** Whose work this is: their image jobs take turns with everyone else's (ADR 39). */
  owner?: string;
  /** The uploaded file's name: the offline analyser's only source of a title. */
  fileName?: string;
}

/** For the log: the error's kind and message (the SDK puts the HTTP status in the message). */
const summarise = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Analyses the image (throws ImageRejectedError for anything the upload pipeline would refuse),
 * then asks the AI provider when one is configured. A provider failure falls back to the offline
 * analyser; running out of time throws AiTimeoutError; a caller's abort rethrows its reason.
 */
export function suggestWith(
  image: Buffer,
  openAi: OpenAiSettings | null,
  { signal, timeoutMs = AI_ANALYSIS_TIMEOUT_MS, owner, fileName }: SuggestOptions = {},
): Promise<AiAnalyzeResponse> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const stop = signal ? AbortSignal.any([signal, deadline]) : deadline;
  const whyStopped = () => {
    const reason: unknown = signal?.aborted ? signal.reason : deadline.reason;
    return isTimeout(reason) ? new AiTimeoutError({ cause: reason }) : reason;
  };

  if (stop.aborted) return Promise.reject(whyStopped());

  const work = async (): Promise<AiAnalyzeResponse> => {
    const analysis = await analyseImage(image, { owner });
    const offline = offlineSuggestions(analysis, fileName);
    if (!openAi || stop.aborted) return { suggestions: offline, provider: "offline" };
    try {
      const jpeg = await previewJpeg(image, { owner });
      const request = { jpeg, facts: captureFacts(analysis), fallback: offline };
      return { suggestions: await suggestWithOpenAi(request, openAi, stop), provider: "openai" };
    } catch (error) {
      if (stop.aborted) throw whyStopped();
      logger.warn(`AI suggestions failed; using the offline analyser. ${summarise(error)}`);
      return { suggestions: offline, provider: "offline" };
    }
  };
  return untilAborted(work(), stop, whyStopped);
}
