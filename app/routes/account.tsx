import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { titleMeta } from "~/ui/page-title";
import { useLoaderData } from "@remix-run/react";
import { handleAccountAction } from "~/services/account/account-actions.server";
import { apiTokensAction, isApiTokensPost } from "~/services/api-tokens/token-form-actions.server";
import { listApiTokens } from "~/services/api-tokens/tokens.server";
import { loadAccountPage } from "~/services/account/account-page.server";
import { consumeCallbackParams } from "~/services/account/google-photos-params.server";
import { requireUser } from "~/services/auth/guards.server";
import { ACCOUNT_SIGNED_OUT } from "~/services/toast.server";
import { isWatermarkPost, watermarkAction } from "~/services/watermarks/watermark-actions.server";
import { watermarkView } from "~/services/watermarks/watermark-preview.server";
import { requireWriteAllowance } from "~/services/write-limit.server";
import { accountLinks } from "~/ui/account/account-links";
import { AccountScreen } from "~/ui/account/account-screen";
import { AppFrame, appFrameHandle } from "~/ui/app-frame";
import { accountNav } from "~/ui/app-nav";
import { personalPageHeaders } from "~/ui/personal-page";

export const links = accountLinks;
export const handle = appFrameHandle;
export const headers = personalPageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, ACCOUNT_SIGNED_OUT);
  // Back from Google consent: the outcome becomes a toast and the address loses its parameters.
  const cleaned = await consumeCallbackParams(request);
  if (cleaned) throw cleaned;
  const page = await loadAccountPage(user, new URL(request.url));
  const settings = page.tab === "settings";
  return {
    ...page,
    watermark: settings ? watermarkView(user) : null,
    apiTokens: settings ? await listApiTokens(user.id) : null,
  };
}

/**
 * Every form of the page posts here with an `intent`; see handleAccountAction. The Watermark
 * section's posts (`?form=watermark`, multipart with a logo) have their own action (ADR 65), and
 * so do the API tokens section's (`?form=api-tokens`, ADR 68).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireWriteAllowance(context);
  const user = await requireUser(request, ACCOUNT_SIGNED_OUT);
  if (isWatermarkPost(request)) return watermarkAction(request, user);
  if (isApiTokensPost(request)) return apiTokensAction(request, user);
  return handleAccountAction(request, user);
}

export default function AccountPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <AppFrame nav={accountNav(page.user)}>
      <AccountScreen page={page} />
    </AppFrame>
  );
}

export const meta = titleMeta("Account");
