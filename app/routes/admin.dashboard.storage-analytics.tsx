import { titleMeta } from "~/ui/page-title";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  StorageAdminError,
  USER_AUDIT_EMPTY,
  auditUser,
  storageReport,
} from "~/services/admin/storage/index.server";
import { requireAdminPage } from "~/services/auth/guards.server";
import { redirectWithToast } from "~/services/toast.server";
import storageStyles from "../ui/admin/storage/storage.css?url";
import { StorageAnalyticsTab } from "~/ui/admin/storage/storage-analytics-tab";
import { logger } from "~/server/log/logger.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: storageStyles }];

const TAB = "/admin/dashboard/storage-analytics";

async function reportOrNull() {
  try {
    return await storageReport();
  } catch (error) {
    logger.error({ err: error }, "Storage report failed");
    return null;
  }
}

/** `?period=week` picks the uploads chart; `?audit={userId}` shows that user's audit. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminPage(request);
  const query = new URL(request.url).searchParams;
  const auditInput = query.get("audit") ?? "";
  const [report, userAudit] = await Promise.all([
    reportOrNull(),
    auditInput ? auditUser(auditInput).catch(() => null) : null,
  ]);
  return {
    report,
    period: query.get("period") === "week" ? ("week" as const) : ("day" as const),
    userAudit,
    auditInput,
  };
}

/**
 * The per-user audit: an empty field is answered on the form, the rest by a toast
 * (docs/product.md#error-catalogue).
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdminPage(request);
  const input = String((await request.formData()).get("userId") ?? "").trim();
  if (!input) return data({ fieldError: USER_AUDIT_EMPTY }, { status: 400 });
  try {
    const result = await auditUser(input);
    const files = `${result.databasePhotos} photos in the database, ${result.storageFiles} files in storage`;
    return redirectWithToast(request, `${TAB}?audit=${encodeURIComponent(result.userId)}`, {
      title: "User Audit Complete",
      description: `${result.username ?? result.userId}: ${result.status} (${files}).`,
    });
  } catch (error) {
    if (!(error instanceof StorageAdminError)) logger.error({ err: error }, "User audit failed");
    const message = error instanceof StorageAdminError ? error.message : "Something went wrong.";
    return redirectWithToast(request, TAB, {
      title: "Audit Failed",
      description: message,
      variant: "destructive",
    });
  }
}

export default function StorageAnalyticsRoute() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <StorageAnalyticsTab data={loaderData} fieldError={actionData?.fieldError} />;
}

export const meta = titleMeta("Storage Analytics", "Admin Dashboard");
