import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import {
  HERO_FAILURES,
  deleteHero,
  extractAllHeroColors,
  extractHeroColors,
  heroRefusal,
  setDefaultHero,
  setDefaultHeroFromUrl,
  updateHero,
  uploadHero,
} from "~/services/heroes/index.server";
import { parsePhotoUpload } from "~/services/photos/index.server";
import type { Toast } from "~/services/session.server";
import { redirectWithToast } from "~/services/toast.server";
import {
  HERO_INTENT,
  defaultHeroFormSchema,
  heroEditSchema,
  heroUploadSchema,
} from "~/utils/hero-banner-schemas";
import { logger } from "~/server/log/logger.server";

export const HERO_BANNERS_TAB = "/admin/dashboard/hero-banners";

/** A form the server refused as typed: conform's reply, shown in that form (values kept). */
export interface HeroFormReply {
  intent: string;
  heroId?: string;
  lastResult: SubmissionResult<string[]>;
}

const toast = (request: Request, value: Toast) =>
  redirectWithToast(request, HERO_BANNERS_TAB, value);

/**
 * docs/product.md#error-catalogue failure toast: the refusal's own words when it has them, else the
 * spec's text.
 */
function failed(request: Request, title: string, error: unknown, fallback: string) {
  const refusal = heroRefusal(error);
  if (!refusal) logger.error({ err: error }, title);
  return toast(request, {
    title,
    description: refusal?.message ?? fallback,
    variant: "destructive",
  });
}

function formDataOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** 'New banner': multipart, the file streamed aside by the photo upload's parser (25MB cap). */
async function upload(request: Request) {
  let parsed;
  try {
    parsed = await parsePhotoUpload(request);
  } catch (error) {
    return failed(request, "Upload failed", error, HERO_FAILURES.upload);
  }
  const { fields, file, cleanup } = parsed;
  try {
    const submission = parseWithZod(formDataOf(fields), { schema: heroUploadSchema(!!file) });
    if (submission.status !== "success") {
      const reply: HeroFormReply = { intent: HERO_INTENT.upload, lastResult: submission.reply() };
      return data(reply, { status: 400 });
    }
    const hero = await uploadHero({ ...submission.value, file });
    return toast(request, {
      title: "Hero image uploaded",
      description: `"${hero.name}" is ready${hero.isDefault ? " and is the default" : ""}.`,
    });
  } catch (error) {
    return failed(request, "Upload failed", error, HERO_FAILURES.upload);
  } finally {
    await cleanup();
  }
}

async function update(request: Request, form: FormData) {
  const submission = parseWithZod(form, { schema: heroEditSchema });
  if (submission.status !== "success") {
    const heroId = String(form.get("heroId") ?? "");
    const reply: HeroFormReply = {
      intent: HERO_INTENT.update,
      heroId,
      lastResult: submission.reply(),
    };
    return data(reply, { status: 400 });
  }
  const { heroId, ...edit } = submission.value;
  try {
    const hero = await updateHero(heroId, edit);
    return toast(request, { title: "Hero banner updated", description: `"${hero.name}" saved.` });
  } catch (error) {
    return failed(request, "Update failed", error, HERO_FAILURES.update);
  }
}

async function setDefaultByUrl(request: Request, form: FormData) {
  const submission = parseWithZod(form, { schema: defaultHeroFormSchema });
  if (submission.status !== "success") {
    const reply: HeroFormReply = {
      intent: HERO_INTENT.defaultHero,
      lastResult: submission.reply(),
    };
    return data(reply, { status: 400 });
  }
  try {
    const hero = await setDefaultHeroFromUrl(submission.value);
    return toast(request, {
      title: "Default hero image set",
      description: `"${hero.name}" is now the default hero image.`,
    });
  } catch (error) {
    return failed(request, "Failed to set default hero image", error, HERO_FAILURES.setDefault);
  }
}

/**
 * One banner's button forms: the work, its success toast, its failure toast
 * (docs/product.md#error-catalogue).
 */
const BUTTONS = {
  [HERO_INTENT.delete]: {
    run: deleteHero,
    done: (name: string) => ({ title: "Hero banner deleted", description: `"${name}" removed.` }),
    failure: ["Delete failed", HERO_FAILURES.delete],
  },
  [HERO_INTENT.setDefault]: {
    run: setDefaultHero,
    done: (name: string) => ({
      title: "Default hero image set",
      description: `"${name}" is now the default hero image.`,
    }),
    failure: ["Failed to set default hero image", HERO_FAILURES.setDefault],
  },
  [HERO_INTENT.extractColors]: {
    run: extractHeroColors,
    done: (name: string) => ({
      title: "Colors Extracted!",
      description: `The colour palette of "${name}" is up to date.`,
    }),
    failure: ["Color Extraction Failed", HERO_FAILURES.extract],
  },
} as const;

async function bannerButton(request: Request, intent: keyof typeof BUTTONS, heroId: string) {
  const button = BUTTONS[intent];
  const [title, fallback] = button.failure;
  try {
    const hero = await button.run(heroId);
    return toast(request, button.done(hero.name));
  } catch (error) {
    return failed(request, title, error, fallback);
  }
}

async function extractAll(request: Request) {
  try {
    const { successCount, errorCount } = await extractAllHeroColors();
    return toast(request, {
      title: "Bulk Color Extraction Complete",
      description: `Colors extracted for ${successCount} ${successCount === 1 ? "banner" : "banners"}; ${errorCount} failed.`,
    });
  } catch (error) {
    return failed(request, "Bulk Extraction Failed", error, HERO_FAILURES.extract);
  }
}

/**
 * The Hero Banners tab's forms, told apart by `intent` (the upload by being multipart). Every
 * outcome is a redirect with the spec's toast, so it reads the same with and without JavaScript;
 * a form refused as typed answers 400 with its errors instead, keeping what was typed.
 */
export async function heroBannersAction(request: Request) {
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    return upload(request);
  }
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const heroId = String(form.get("heroId") ?? "");
  if (intent === HERO_INTENT.update) return update(request, form);
  if (intent === HERO_INTENT.defaultHero) return setDefaultByUrl(request, form);
  if (intent === HERO_INTENT.extractAll) return extractAll(request);
  if (intent in BUTTONS) return bannerButton(request, intent as keyof typeof BUTTONS, heroId);
  return toast(request, {
    title: "Error",
    description: "Something went wrong.",
    variant: "destructive",
  });
}
