import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/auth/guards.server";
import { apiError, requireMethod } from "~/services/http.server";
import {
  AiTimeoutError,
  aiAnalysisAllowed,
  analysePhoto,
  ImageRejectedError,
  RATE_LIMIT_MESSAGE,
  readImageUpload,
} from "~/services/suggestions/index.server";
import { requireWriteAllowance } from "~/services/write-limit.server";

const MISSING_IMAGE =
  "Missing Information: Please fill in all required fields and select an image.";

/**
 * POST /api/photos/ai-analyze (docs/product.md#api-calls): multipart field `image` → `{
 * suggestions, provider }`. The file's name may give the offline title. Nothing is stored; the
 * dialog fills its form from the answer.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  await requireWriteAllowance(context);
  const user = await requireApiUser(request);
  if (!(await aiAnalysisAllowed(user.id))) return apiError(429, RATE_LIMIT_MESSAGE);
  const upload = await readImageUpload(request, "image");
  if (!upload) return apiError(400, MISSING_IMAGE);
  try {
    const answer = await analysePhoto(upload.bytes, {
      signal: request.signal,
      owner: user.id,
      fileName: upload.name,
    });
    return json(answer, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      return apiError(error.code === "too_large" ? 413 : 400, error.message);
    }
    if (error instanceof AiTimeoutError) return apiError(504, error.message);
    // The client went away (closed the dialog, aborted): nobody reads this answer.
    if (request.signal.aborted) return new Response(null, { status: 499 });
    throw error;
  }
}
