import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { data } from "@remix-run/node";
import type { User } from "~/data/users.server";
import { commitSession, getSession, type Toast } from "~/services/session.server";
import { removeWatermark, saveWatermark } from "./watermark-store.server";
import {
  LOGO_MAX_BYTES,
  WATERMARK_FORM,
  WATERMARK_MESSAGES,
  type WatermarkActionResult,
} from "./watermark-settings";

/**
 * Account → Settings → Watermark posts (docs/decisions/0065-watermarks.md): plain form posts to
 * `/account?tab=settings&form=watermark`, multipart when a logo is chosen, so the section works
 * without JavaScript; with it, the same posts go through a fetcher.
 */

/** Whether a post to /account is the watermark section's (it has its own action). */
export const isWatermarkPost = (request: Request) =>
  new URL(request.url).searchParams.get("form") === WATERMARK_FORM;

async function answer(request: Request, result: WatermarkActionResult, status: number) {
  const session = await getSession(request);
  const toast: Toast = result.ok
    ? { title: "Watermark", description: "Your watermark settings are in effect." }
    : { title: "Watermark not saved", description: result.message, variant: "destructive" };
  session.flash("toast", toast);
  return data(result, { status, headers: { "Set-Cookie": await commitSession(session) } });
}

const isMultipart = (request: Request) =>
  request.headers.get("Content-Type")?.startsWith("multipart/form-data") ?? false;

/** The form's text fields and its logo file, if one was chosen. */
async function readForm(
  request: Request,
): Promise<{ fields: Record<string, string>; logo?: File }> {
  let logo: File | undefined;
  const form = isMultipart(request)
    ? await parseFormData(
        request,
        { maxFileSize: LOGO_MAX_BYTES, maxFiles: 1, maxParts: 20 },
        async (upload) => {
          if (upload.fieldName !== "logo") return;
          const bytes = await upload.arrayBuffer();
          // A form sent without choosing a file still carries an empty part.
          if (bytes.byteLength) logo = new File([bytes], upload.name, { type: upload.type });
        },
      )
    : await request.formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  return { fields, logo };
}

export async function watermarkAction(request: Request, user: User) {
  let read: Awaited<ReturnType<typeof readForm>>;
  try {
    read = await readForm(request);
  } catch (error) {
    const tooLarge =
      error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError;
    if (
      !tooLarge &&
      !(error instanceof FormDataParseError || error instanceof MultipartParseError)
    ) {
      throw error;
    }
    const message = tooLarge
      ? WATERMARK_MESSAGES.logoTooLarge
      : "The form could not be read. Please try again.";
    return answer(
      request,
      { form: WATERMARK_FORM, ok: false, errors: { logo: message }, message },
      tooLarge ? 413 : 400,
    );
  }
  if (read.fields.intent === "remove") {
    await removeWatermark(user);
    return answer(request, { form: WATERMARK_FORM, ok: true, message: "Watermark removed." }, 200);
  }
  const saved = await saveWatermark(user, read.fields, read.logo);
  if (!saved.ok) {
    const message = "Nothing was saved: correct the fields marked below and save again.";
    const { errors } = saved;
    return answer(
      request,
      { form: WATERMARK_FORM, ok: false, errors, values: read.fields, message },
      400,
    );
  }
  return answer(request, { form: WATERMARK_FORM, ok: true, message: "Watermark saved." }, 200);
}
