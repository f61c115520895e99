import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlockStack } from "@shopify/polaris";
import { z } from "zod";
import { getInboxEmail, listInbox } from "~/services/admin/inbox/inbox.server";
import { requireAdminPage } from "~/services/auth/guards.server";
import { deleteContactMessage, listContactMessages } from "~/services/contact.server";
import { redirectWithToast } from "~/services/toast.server";
import { ContactMessagesCard } from "~/ui/admin/messages/contact-messages-card";
import { DELETE_INTENT } from "~/ui/admin/messages/delete-message";
import { InboxCard } from "~/ui/admin/messages/inbox-card";
import messagesStyles from "../ui/admin/messages/messages.css?url";
import { messagesHref } from "~/ui/admin/messages/messages-links";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: messagesStyles }];

/**
 * Messages tab (docs/product.md#admin-dashboard): contact messages and the local email inbox,
 * `?email=` opens a mail.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminPage(request);
  const params = new URL(request.url).searchParams;
  const emailId = params.get("email");
  const [messages, inbox, email] = await Promise.all([
    listContactMessages(),
    listInbox(),
    emailId ? getInboxEmail(emailId) : null,
  ]);
  return { messages, inbox, email, emailId, confirmId: params.get("confirm") };
}

const deleteSchema = z.object({
  intent: z.literal(DELETE_INTENT),
  messageId: z.string().min(1),
});

/**
 * Deletes a contact message after its confirmation; the toast says how it went
 * (docs/product.md#error-catalogue).
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdminPage(request);
  const back = messagesHref({ email: new URL(request.url).searchParams.get("email") });
  const parsed = deleteSchema.safeParse(Object.fromEntries(await request.formData()));
  if (parsed.success && (await deleteContactMessage(parsed.data.messageId))) {
    return redirectWithToast(request, back, { title: "Message Deleted" });
  }
  return redirectWithToast(request, back, {
    title: "Error",
    description: "Failed to delete the message. Please try again.",
    variant: "destructive",
  });
}

export default function MessagesTab() {
  const { messages, inbox, email, emailId, confirmId } = useLoaderData<typeof loader>();
  return (
    <BlockStack gap="400">
      <ContactMessagesCard messages={messages} confirmId={confirmId} emailId={emailId} />
      <InboxCard inbox={inbox} email={email} emailId={emailId} />
    </BlockStack>
  );
}
