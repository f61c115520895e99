import { titleMeta } from "~/ui/page-title";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  StorageAdminError,
  browseUserFolder,
  deleteOrphanedFile,
  listStorageUsers,
  restoreFile,
} from "~/services/admin/storage/index.server";
import { requireAdminPage } from "~/services/auth/guards.server";
import type { Toast } from "~/services/session.server";
import { redirectWithToast } from "~/services/toast.server";
import {
  DELETE_INTENT,
  OBJECT_STORAGE_TAB,
  RESTORE_INTENT,
  folderHref,
  type FolderPlace,
} from "~/ui/admin/storage/object-storage-links";
import { ObjectStorageTab } from "~/ui/admin/storage/object-storage-tab";
import storageStyles from "../ui/admin/storage/storage.css?url";
import { logger } from "~/server/log/logger.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: storageStyles }];

const LOAD_FAILED = "The object store did not answer. Try again in a moment.";

function placeFrom(query: URLSearchParams): FolderPlace | null {
  const user = query.get("user")?.trim();
  if (!user) return null;
  const page = Number(query.get("page"));
  return {
    user,
    cursor: query.get("cursor") || null,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** `?user={id}` opens a folder, `&cursor=` a later page, `&confirm={key}` the deletion step. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminPage(request);
  const query = new URL(request.url).searchParams;
  const place = placeFrom(query);
  const users = await listStorageUsers();
  let folder = null;
  let error = null;
  if (place) {
    try {
      folder = await browseUserFolder(place.user, { cursor: place.cursor ?? undefined });
    } catch (failure) {
      if (!(failure instanceof StorageAdminError))
        logger.error({ err: failure }, "Folder listing failed");
      error = failure instanceof StorageAdminError ? failure.message : LOAD_FAILED;
    }
  }
  return { users, place, folder, error, confirmKey: query.get("confirm") };
}

async function apply(form: FormData): Promise<Toast> {
  const intent = form.get("intent");
  const input = { userId: form.get("userId"), fileKey: form.get("fileKey") };
  const name = String(form.get("fileName") ?? input.fileKey ?? "The file");
  const failed = (title: string, error: unknown): Toast => {
    if (!(error instanceof StorageAdminError)) logger.error({ err: error }, title);
    const description =
      error instanceof StorageAdminError ? error.message : "Something went wrong.";
    return { title, description, variant: "destructive" };
  };
  if (intent === RESTORE_INTENT) {
    try {
      return { title: "File Restored", description: (await restoreFile(input)).message };
    } catch (error) {
      return failed("Restore Failed", error);
    }
  }
  if (intent === DELETE_INTENT) {
    try {
      await deleteOrphanedFile(input);
      return { title: "File Deleted", description: `${name} was permanently deleted.` };
    } catch (error) {
      return failed("Delete Failed", error);
    }
  }
  return { title: "Error", description: "Unknown action.", variant: "destructive" };
}

/**
 * Adopt or delete an orphan (docs/product.md#admin-dashboard, toasts
 * docs/product.md#error-catalogue), then back to the folder page it came from.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdminPage(request);
  const form = await request.formData();
  const toast = await apply(form);
  const user = String(form.get("userId") ?? "");
  const back = user
    ? folderHref({
        user,
        cursor: form.get("cursor")?.toString() || null,
        page: Number(form.get("page")) || 1,
      })
    : OBJECT_STORAGE_TAB;
  return redirectWithToast(request, back, toast);
}

export default function ObjectStorageRoute() {
  return <ObjectStorageTab data={useLoaderData<typeof loader>()} />;
}

export const meta = titleMeta("Object Storage", "Admin Dashboard");
