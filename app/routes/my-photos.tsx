import { parseWithZod } from "@conform-to/zod";
import { titleMeta } from "~/ui/page-title";
import type { ActionFunctionArgs, LoaderFunctionArgs, LinksFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { requireUser } from "~/services/auth/guards.server";
import {
  categoryOptions,
  createCustomCategory,
  deleteCustomCategory,
  listCustomCategories,
  renameCustomCategory,
} from "~/services/categories.server";
import { jobProgress } from "~/services/google-photos/import/import-worker.server";
import { addToCollectionForm } from "~/services/my-photos/collection-forms.server";
import { collectionChoices } from "~/services/my-photos/collection-pages.server";
import { addUploadsToCollections } from "~/services/my-photos/upload-into-collections.server";
import {
  answerInUploadSlot,
  deletePhoto,
  getMyPhoto,
  listMyPhotos,
  photoStats,
  PhotoNotFoundError,
  setPhotoFeatured,
  setPhotoPublic,
  updatePhotoMetadata,
  uploadChosenPhotos,
  userFacingFailure,
} from "~/services/photos/index.server";
import { toPublicUser } from "~/services/profile.server";
import type { Toast } from "~/services/session.server";
import { redirectWithToast } from "~/services/toast.server";
import { requireWriteAllowance } from "~/services/write-limit.server";
import { appFrameHandle, polarisLinks } from "~/ui/app-frame";
import importProgressStyles from "../ui/google-photos/import-progress.css?url";
import { myPhotosNav } from "~/ui/app-nav";
import {
  closedDialogs,
  onlyDialogsDiffer,
  pageWithoutDialogs,
  withParams,
} from "~/ui/my-photos/dialog-urls";
import { MyPhotosPage } from "~/ui/my-photos/my-photos-page";
import myPhotosStyles from "../ui/my-photos/my-photos.css?url";
import collectionStyles from "../ui/my-photos/collections/collections.css?url";
import { personalPageHeaders } from "~/ui/personal-page";
import {
  categoryIdSchema,
  createCategorySchema,
  editPhotoSchema,
  editedRights,
  INTENTS,
  RIGHTS_SHOWN_FIELD,
  photoIdSchema,
  renameCategorySchema,
  toggleSchema,
  VIA_FETCHER,
  VIA_FIELD,
  type ActionResult,
  type Intent,
} from "~/ui/my-photos/photo-forms";
import type { BulkUploadOutcome } from "~/utils/bulk-upload";
import {
  ALL_CATEGORY,
  MY_PHOTOS_SIGN_IN,
  UPLOAD_MESSAGES,
  uploadedDescription,
} from "~/utils/photo-view";
import type { z } from "zod";

export const links: LinksFunction = () => [
  ...polarisLinks(),
  { rel: "stylesheet", href: myPhotosStyles },
  { rel: "stylesheet", href: collectionStyles },
  { rel: "stylesheet", href: importProgressStyles },
];
export const handle = appFrameHandle;
export const headers = personalPageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, MY_PHOTOS_SIGN_IN);
  const params = new URL(request.url).searchParams;
  const category = params.get("category") || ALL_CATEGORY;
  const q = params.get("q") ?? "";
  const [photos, stats, options, custom, importProgress, collections] = await Promise.all([
    listMyPhotos(user.id, { category, search: q }),
    photoStats(user.id),
    categoryOptions(user.id),
    listCustomCategories(user.id),
    // A Google Photos import under way shows its bar here; without JavaScript a reload updates it.
    jobProgress(user.id),
    // "Add to collection" and the upload dialog offer these (docs/product.md#my-photos).
    collectionChoices(user.id),
  ]);
  // A dialog may name a photo the current filter hides; without JavaScript it is fetched here.
  const focusId = params.get("edit") ?? params.get("delete");
  const focusPhoto = focusId
    ? (photos.find((p) => p.id === focusId) ??
      (await getMyPhoto(user.id, focusId).catch((error) => {
        if (error instanceof PhotoNotFoundError) return null;
        throw error;
      })))
    : null;
  return {
    user: toPublicUser(user),
    photos,
    focusPhoto,
    stats: { total: stats.totalPhotos, public: stats.sharedPhotos, featured: stats.featuredPhotos },
    categoryOptions: options,
    customCategories: custom,
    filters: { category, q },
    importProgress,
    collections,
    // The upload dialog sends the file as chosen instead of its smaller copy (Account → Settings).
    keepOriginals: user.keepOriginals ?? false,
  };
}

/** Opening or closing a dialog changes the address but needs no new data. */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => {
  const { currentUrl, nextUrl, formMethod, defaultShouldRevalidate } = args;
  if (!formMethod && currentUrl.href !== nextUrl.href && onlyDialogsDiffer(currentUrl, nextUrl))
    return false;
  return defaultShouldRevalidate;
};

interface Outcome {
  ok: boolean;
  toast?: Toast;
  lastResult?: ActionResult["lastResult"];
  status?: number;
}

const failed = (title: string, description: string, status = 400): Outcome => ({
  ok: false,
  status,
  toast: { title, description, variant: "destructive" },
});

/** Errors a user can act on carry their own message; anything else is logged, not shown. */
const userFacing = (error: unknown) =>
  userFacingFailure(error, "Something went wrong.", "Photo change failed");

type Handler = (userId: string, form: FormData) => Promise<Outcome>;

const toggle =
  (apply: typeof setPhotoPublic, failure: string): Handler =>
  async (userId, form) => {
    const parsed = toggleSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return failed("Update failed", failure);
    try {
      await apply(userId, parsed.data.photoId, parsed.data.value);
      return { ok: true };
    } catch (error) {
      return failed("Update failed", failure, userFacing(error).status);
    }
  };

/**
 * A form with fields: conform's reply carries the errors back to it. A service error is shown on
 * `errorField` when it is about that field (a category's name), else above the form.
 */
function withForm<S extends z.ZodTypeAny>(
  schema: S,
  failureTitle: string,
  run: (userId: string, value: z.output<S>) => Promise<Toast>,
  errorField?: string,
): Handler {
  return async (userId, form) => {
    const submission = parseWithZod(form, { schema });
    if (submission.status !== "success") {
      const message = Object.values(submission.error ?? {}).flat()[0] ?? "Something went wrong.";
      return { ...failed(failureTitle, message), lastResult: submission.reply() };
    }
    try {
      return { ok: true, toast: await run(userId, submission.value) };
    } catch (error) {
      const { message, status } = userFacing(error);
      const errors = errorField ? { fieldErrors: { [errorField]: [message] } } : null;
      return {
        ...failed(failureTitle, message, status),
        lastResult: submission.reply(errors ?? { formErrors: [message] }),
      };
    }
  };
}

const HANDLERS: Record<Exclude<Intent, "upload">, Handler> = {
  [INTENTS.setPublic]: toggle(setPhotoPublic, "Privacy status could not be updated."),
  [INTENTS.setFeatured]: toggle(setPhotoFeatured, "Featured status could not be updated."),
  [INTENTS.edit]: withForm(editPhotoSchema, "Update failed", async (userId, value) => {
    // An emptied field arrives as undefined: send "" so clearing it is saved, not ignored.
    const { photoId, title, description = "", category, tags = "" } = value;
    await updatePhotoMetadata(userId, photoId, {
      title,
      description,
      category,
      tags,
      ...(value[RIGHTS_SHOWN_FIELD] ? editedRights(value) : {}),
    });
    return { title: "Photo updated", description: `"${title}" was saved.` };
  }),
  [INTENTS.delete]: async (userId, form) => {
    const parsed = photoIdSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return failed("Delete failed", "Photo not found");
    try {
      await deletePhoto(userId, parsed.data.photoId);
      return { ok: true, toast: { title: "Photo deleted" } };
    } catch (error) {
      const { message, status } = userFacing(error);
      return failed("Delete failed", message, status);
    }
  },
  [INTENTS.createCategory]: withForm(
    createCategorySchema,
    "Failed to create category",
    async (userId, { label }) => {
      const created = await createCustomCategory(userId, { label });
      return { title: "Category created", description: created.label };
    },
    "label",
  ),
  [INTENTS.renameCategory]: withForm(
    renameCategorySchema,
    "Failed to update category",
    async (userId, { categoryId, label }) => {
      const renamed = await renameCustomCategory(userId, categoryId, label);
      return { title: "Category updated", description: renamed.label };
    },
    "label",
  ),
  [INTENTS.deleteCategory]: async (userId, form) => {
    const parsed = categoryIdSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return failed("Failed to delete category", "Something went wrong.");
    try {
      await deleteCustomCategory(userId, parsed.data.categoryId);
      return { ok: true, toast: { title: "Category deleted" } };
    } catch (error) {
      const { message, status } = userFacing(error);
      return failed("Failed to delete category", message, status);
    }
  },
  [INTENTS.addToCollection]: async (userId, form) => {
    const outcome = await addToCollectionForm(userId, form);
    if (outcome.ok) return { ok: true, toast: outcome.toast };
    return failed("Not added to collection", outcome.message, outcome.status);
  },
};

const CATEGORY_INTENTS: string[] = [
  INTENTS.createCategory,
  INTENTS.renameCategory,
  INTENTS.deleteCategory,
];

/** Where a plain post lands: the page with its filters; category forms keep the manager open. */
function landing(requestUrl: string, intent: Intent) {
  const url = new URL(requestUrl);
  if (!CATEGORY_INTENTS.includes(intent)) return pageWithoutDialogs(requestUrl);
  return `${url.pathname}${withParams(closedDialogs(url.search), { categories: "1" })}`;
}

/**
 * No-JavaScript upload: one or several files in one post, each through the image pipeline in
 * turn. Beyond the photographer's upload slots it is refused before its body is read (ADR 39).
 */
const uploadAction = (request: Request, userId: string) =>
  answerInUploadSlot(
    userId,
    () => storeUploads(request, userId),
    (error): ActionResult => ({ intent: INTENTS.upload, ok: false, upload: { error, fields: {} } }),
  );

const uploadFailure = (error: string, fields: Record<string, string>, status: number) =>
  data<ActionResult>(
    { intent: INTENTS.upload, ok: false, upload: { error, fields } },
    // The body may be partly unread (too large): close, so no later request is mixed into it.
    { status, headers: { Connection: "close" } },
  );

/**
 * One photo stored goes back to the list with a toast, as the dialog always did; one refused
 * says why above the form; anything else shows each file's result, duplicates skipped included.
 */
async function storeUploads(request: Request, userId: string) {
  let outcome: BulkUploadOutcome;
  try {
    outcome = await uploadChosenPhotos(userId, request, {
      missingMessage: UPLOAD_MESSAGES.missingInformation,
    });
  } catch (error) {
    const { message, status } = userFacing(error);
    return uploadFailure(message, {}, status);
  }
  // The collections ticked in the dialog get the new photos (docs/product.md#my-photos).
  await addUploadsToCollections(userId, outcome);
  const { results, error, fields = {} } = outcome;
  const only = results.length === 1 && !error ? results[0] : undefined;
  if (only?.ok) {
    // The title the upload service gave it: typed, written into the file, or its name's.
    return redirectWithToast(request, pageWithoutDialogs(request.url), {
      title: UPLOAD_MESSAGES.uploaded,
      description: uploadedDescription(only.title),
    });
  }
  if (!results.length || (only && !only.skipped)) {
    const message = only?.message ?? error ?? UPLOAD_MESSAGES.uploadFailed;
    return uploadFailure(message, fields, only?.status ?? 400);
  }
  return data<ActionResult>({
    intent: INTENTS.upload,
    ok: results.every((r) => r.ok),
    upload: { error: error ?? "", fields, results },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireWriteAllowance(context);
  const user = await requireUser(request, MY_PHOTOS_SIGN_IN);
  // Only the upload form is multipart; it must stream, so it is told apart before any parsing.
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    return uploadAction(request, user.id);
  }
  const form = await request.formData();
  const intent = String(form.get("intent")) as Intent;
  const handler = HANDLERS[intent as keyof typeof HANDLERS];
  if (!handler) throw new Response("Unknown form", { status: 400 });
  const outcome = await handler(user.id, form);
  const result: ActionResult = {
    intent,
    ok: outcome.ok,
    toast: outcome.toast,
    lastResult: outcome.lastResult,
  };
  // A fetcher toasts and rolls back itself; a plain form with fields re-renders with its errors.
  if (form.get(VIA_FIELD) === VIA_FETCHER || (!outcome.ok && outcome.lastResult)) {
    return data(result, { status: outcome.status ?? 200 });
  }
  const to = landing(request.url, intent);
  return outcome.toast ? redirectWithToast(request, to, outcome.toast) : redirect(to);
}

export default function MyPhotos() {
  const { user, ...rest } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionResult>();
  const failedUpload = actionData?.intent === INTENTS.upload ? actionData.upload : undefined;
  return <MyPhotosPage data={{ ...rest, nav: myPhotosNav(user) }} failedUpload={failedUpload} />;
}

export const meta = titleMeta("My Photos");
