import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdminPage } from "~/services/auth/guards.server";
import settingsStyles from "~/ui/admin/settings/settings.css";
import { SettingsTab } from "~/ui/admin/settings/settings-tab";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: settingsStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminPage(request);
  return null;
}

export default function SettingsRoute() {
  return <SettingsTab />;
}

export const meta: MetaFunction = () => [{ title: "Settings · Admin Dashboard · Viewfinder" }];
