import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiAdmin } from "~/services/auth/guards.server";
import { readJsonBody, requireMethod } from "~/services/http.server";
import {
  installedTemplateIds,
  siteSettings,
  updateSiteSettings,
} from "~/services/site-settings/site-settings.server";
import { siteSettingsPatchSchema } from "~/utils/site-settings";

const PRIVATE = { "Cache-Control": "private, no-store" };

/** GET /api/admin/settings (admin): the site settings in force. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return json(await siteSettings(), { headers: PRIVATE });
}

/**
 * PATCH /api/admin/settings (admin) with any of the settings: the settings now in force. A bad
 * value or an unknown key answers 400 with a message, and nothing is saved.
 */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "PATCH");
  await requireApiAdmin(request);
  const patch = await readJsonBody(request, siteSettingsPatchSchema(installedTemplateIds()));
  return json(await updateSiteSettings(patch), { headers: PRIVATE });
}
