import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { titleMeta } from "~/ui/page-title";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/services/auth/guards.server";
import { ACCOUNT_SIGNED_OUT } from "~/services/toast.server";
import { handleConnectAction, loadConnectPage } from "~/services/google-photos/connect-page.server";
import { requireWriteAllowance } from "~/services/write-limit.server";
import { AppFrame, appFrameHandle, polarisLinks } from "~/ui/app-frame";
import { accountNav } from "~/ui/app-nav";
import { ConnectScreen } from "~/ui/google-photos/connect-screen";
import importProgressStyles from "../ui/google-photos/import-progress.css?url";
import { personalPageHeaders } from "~/ui/personal-page";

// `account_`: its own page in the app frame, not rendered inside the account page's layout.
export const links: LinksFunction = () => [
  ...polarisLinks(),
  { rel: "stylesheet", href: importProgressStyles },
];
export const handle = appFrameHandle;
export const headers = personalPageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, ACCOUNT_SIGNED_OUT);
  const page = await loadConnectPage(request, user);
  if (page instanceof Response) throw page;
  return page;
}

/** The forms of the page without JavaScript: 'Select Photos' and 'Check for picked photos'. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireWriteAllowance(context);
  const user = await requireUser(request, ACCOUNT_SIGNED_OUT);
  return handleConnectAction(request, user);
}

export default function GooglePhotosConnectPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AppFrame nav={accountNav(page.nav)}>
      <ConnectScreen page={page} result={result} />
    </AppFrame>
  );
}

export const meta = titleMeta("Connect Google Photos");
