import { titleMeta } from "~/ui/page-title";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import {
  listPublicPhotosForAdmin,
  setFeaturedByAdmin,
} from "~/services/admin/featured-photos.server";
import { AdminRefusal } from "~/services/admin/admin-refusal.server";
import { requireAdminPage } from "~/services/auth/guards.server";
import type { Toast } from "~/services/session.server";
import { redirectWithToast } from "~/services/toast.server";
import { FeaturedTab } from "~/ui/admin/featured/featured-tab";
import { SET_FEATURED_INTENT } from "~/ui/admin/featured/feature-toggle";
import { VIA_FETCHER, VIA_FIELD } from "~/ui/my-photos/photo-forms";
import { logger } from "~/server/log/logger.server";

const pageOf = (request: Request) => Number(new URL(request.url).searchParams.get("page") ?? 1);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminPage(request);
  return { list: await listPublicPhotosForAdmin(pageOf(request)) };
}

const featuredForm = z.object({
  intent: z.literal(SET_FEATURED_INTENT),
  photoId: z.string().min(1),
  featured: z.enum(["true", "false"]).transform((value) => value === "true"),
});

async function apply(form: FormData): Promise<Toast> {
  const parsed = featuredForm.safeParse(Object.fromEntries(form));
  const failed = (description: string): Toast => ({
    title: "Failed to update featured status",
    description,
    variant: "destructive",
  });
  if (!parsed.success) return failed("Something went wrong.");
  try {
    const photo = await setFeaturedByAdmin(parsed.data.photoId, parsed.data.featured);
    return {
      title: "Featured status updated",
      description: `"${photo.title}" is ${photo.featured ? "now featured" : "no longer featured"}.`,
    };
  } catch (error) {
    if (error instanceof AdminRefusal) return failed(error.message);
    logger.error({ err: error }, "Featured status update failed");
    return failed("Something went wrong.");
  }
}

/** Feature / Unfeature: a fetcher gets the toast as data, a plain post a redirect with it. */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdminPage(request);
  const form = await request.formData();
  const toast = await apply(form);
  const ok = toast.variant !== "destructive";
  if (form.get(VIA_FIELD) === VIA_FETCHER) {
    return data({ intent: SET_FEATURED_INTENT, ok, toast }, { status: ok ? 200 : 400 });
  }
  const url = new URL(request.url);
  return redirectWithToast(request, `${url.pathname}${url.search}`, toast);
}

export default function FeaturedPhotosRoute() {
  const { list } = useLoaderData<typeof loader>();
  return <FeaturedTab list={list} />;
}

export const meta = titleMeta("Featured Photos", "Admin Dashboard");
