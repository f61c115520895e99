import { parseWithZod } from "@conform-to/zod";
import { titleMeta } from "~/ui/page-title";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdminPage } from "~/services/auth/guards.server";
import {
  createInvitation,
  listInvitations,
  revokeInvitation,
} from "~/services/site-settings/invitations.server";
import {
  installedTemplateIds,
  siteSettingsForForm,
  updateSiteSettings,
} from "~/services/site-settings/site-settings.server";
import { listTemplates } from "~/services/templates/index.server";
import settingsStyles from "../ui/admin/settings/settings.css?url";
import { SETTINGS_INTENT, type SettingsActionResult } from "~/ui/admin/settings/settings-intents";
import { SettingsTab } from "~/ui/admin/settings/settings-tab";
import { siteSettingsFormSchema } from "~/utils/site-settings";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: settingsStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminPage(request);
  const [form, invitations] = await Promise.all([siteSettingsForForm(), listInvitations()]);
  const templates = listTemplates().map(({ id, name }) => ({ id, name }));
  return { ...form, templates, invitations };
}

/** Save the settings, create an invitation link, or revoke one; plain posts work without JavaScript. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdminPage(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === SETTINGS_INTENT.create) {
    const invitation = await createInvitation(admin.id);
    return data<SettingsActionResult>({ intent, invitation });
  }
  if (intent === SETTINGS_INTENT.revoke) {
    const revoked = await revokeInvitation(String(formData.get("id") ?? ""));
    const error = revoked ? null : "This invitation was already used or revoked.";
    return data<SettingsActionResult>({ intent, error }, { status: revoked ? 200 : 409 });
  }
  const submission = parseWithZod(formData, {
    schema: siteSettingsFormSchema(installedTemplateIds()),
  });
  if (submission.status !== "success") {
    return data<SettingsActionResult>(
      { intent: SETTINGS_INTENT.save, result: submission.reply(), saved: false },
      { status: 400 },
    );
  }
  const { siteName = null, siteDescription = null, ...rest } = submission.value;
  await updateSiteSettings({ ...rest, siteName, siteDescription });
  return data<SettingsActionResult>({
    intent: SETTINGS_INTENT.save,
    result: submission.reply(),
    saved: true,
  });
}

export default function SettingsRoute() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <SettingsTab {...loaded} result={result ?? null} />;
}

export const meta = titleMeta("Settings", "Admin Dashboard");
