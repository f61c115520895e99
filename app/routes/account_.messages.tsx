import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { titleMeta } from "~/ui/page-title";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BlockStack, Page } from "@shopify/polaris";
import { z } from "zod";
import { accountHeading } from "~/services/account/account-page.server";
import {
  deleteOwnMessage,
  openOwnMessage,
  ownMessagesPage,
} from "~/services/account/messages.server";
import { getCurrentUser } from "~/services/auth/guards.server";
import { redirectWithToast } from "~/services/toast.server";
import { requireWriteAllowance } from "~/services/write-limit.server";
import { AccountHeader } from "~/ui/account/account-header";
import { accountLinks } from "~/ui/account/account-links";
import { AccountTabs } from "~/ui/account/account-tabs";
import { OwnMessagesCard } from "~/ui/account/messages/own-messages-card";
import ownMessagesStyles from "../ui/account/messages/own-messages.css?url";
import {
  messageAnchor,
  OPEN_INTENT,
  OWN_MESSAGES_PATH,
  ownMessagesHref,
  pageParam,
} from "~/ui/account/messages/own-messages-links";
import { ProfileSummaryCard } from "~/ui/account/profile-summary-card";
import { DELETE_INTENT } from "~/ui/admin/messages/delete-message";
import messagesStyles from "../ui/admin/messages/messages.css?url";
import { AppFrame, appFrameHandle } from "~/ui/app-frame";
import { accountNav } from "~/ui/app-nav";
import { personalPageHeaders } from "~/ui/personal-page";

export const links = () => [
  ...accountLinks(),
  { rel: "stylesheet", href: messagesStyles },
  { rel: "stylesheet", href: ownMessagesStyles },
];
export const handle = appFrameHandle;
export const headers = personalPageHeaders;

/** Signed out, a photographer following a link here signs in and comes back. */
async function requirePhotographer(request: Request) {
  const user = await getCurrentUser(request);
  if (!user) throw redirect(`/login?redirectTo=${encodeURIComponent(OWN_MESSAGES_PATH)}`);
  if (!user.username) throw redirect("/onboarding");
  return user;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePhotographer(request);
  const url = new URL(request.url);
  const inbox = await ownMessagesPage(user.id, pageParam(url.searchParams));
  return {
    ...accountHeading(user, url),
    ...inbox,
    openId: url.searchParams.get("open"),
    confirmId: url.searchParams.get("confirm"),
  };
}

const messageActionSchema = z.object({
  intent: z.enum([OPEN_INTENT, DELETE_INTENT]),
  messageId: z.string().trim().min(1).max(64),
});

const MESSAGE_NOT_FOUND = "This message is not among yours: it may have been deleted already.";

/** Opens (marks read) or deletes one of the photographer's own messages; any other id is a 404. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireWriteAllowance(context);
  const user = await requirePhotographer(request);
  const page = pageParam(new URL(request.url).searchParams);
  const parsed = messageActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return data({ error: "Choose a message to open or delete." }, { status: 400 });
  const { intent, messageId } = parsed.data;
  if (intent === OPEN_INTENT) {
    if (!(await openOwnMessage(user.id, messageId)))
      return data({ error: MESSAGE_NOT_FOUND }, { status: 404 });
    // Without JavaScript the reloaded list scrolls back to the message just opened.
    return redirect(`${ownMessagesHref({ page, open: messageId })}#${messageAnchor(messageId)}`);
  }
  if (!(await deleteOwnMessage(user.id, messageId)))
    return data({ error: MESSAGE_NOT_FOUND }, { status: 404 });
  return redirectWithToast(request, ownMessagesHref({ page }), { title: "Message Deleted" });
}

export default function AccountMessagesPage() {
  const { user, portfolioAbsoluteUrl, ...inbox } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AppFrame nav={accountNav(user)}>
      <Page title={`Welcome, ${user.firstName || user.emailPartial}`}>
        <BlockStack gap="400">
          <AccountHeader user={user} />
          <ProfileSummaryCard user={user} portfolioUrl={portfolioAbsoluteUrl} tab="messages" />
          <AccountTabs current="messages" />
          <OwnMessagesCard {...inbox} error={result?.error ?? null} />
        </BlockStack>
      </Page>
    </AppFrame>
  );
}

export const meta = titleMeta("Messages");
