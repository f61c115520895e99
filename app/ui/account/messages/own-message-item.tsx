import { Form } from "@remix-run/react";
import { Badge, BlockStack, InlineStack, Text } from "@shopify/polaris";
import type { OwnMessageView } from "~/services/account/messages.server";
import { DeleteMessageForm } from "~/ui/admin/messages/delete-message";
import { formatDateTime } from "~/ui/admin/messages/format-date";
import { TabLink } from "~/ui/admin/messages/tab-link";
import { messageAnchor, OPEN_INTENT, ownMessagesHref } from "./own-messages-links";

interface OwnMessageItemProps {
  message: OwnMessageView;
  page: number;
  open: boolean;
  /** Without JavaScript the confirmation is shown in the message, under its actions. */
  confirmingInline: boolean;
}

/** Closed: a subject that opens it (a POST: opening marks it read). Open: the text and actions. */
export function OwnMessageItem({ message, page, open, confirmingInline }: OwnMessageItemProps) {
  const here = ownMessagesHref({ page });
  const openForm = `open-${message.id}`;
  return (
    <li
      id={messageAnchor(message.id)}
      className={`vf-own-msg${message.read ? "" : " vf-own-msg--unread"}`}
    >
      {/* A heading holds no form: its subject button names this one. */}
      {open ? null : (
        <Form id={openForm} method="post" action={here} preventScrollReset hidden>
          <input type="hidden" name="intent" value={OPEN_INTENT} />
          <input type="hidden" name="messageId" value={message.id} />
        </Form>
      )}
      <BlockStack gap="200">
        <InlineStack align="space-between" blockAlign="start" gap="200">
          <InlineStack gap="200" blockAlign="center">
            {message.read ? null : <Badge tone="info">Unread</Badge>}
            <Text as="h3" variant="headingSm">
              {open ? (
                message.subject
              ) : (
                <button type="submit" form={openForm} className="vf-own-msg__open">
                  {message.subject}
                </button>
              )}
            </Text>
          </InlineStack>
          <Text as="span" tone="subdued">
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </Text>
        </InlineStack>
        <Text as="p" tone="subdued">
          <span className="vf-own-msg__meta">
            {message.name} · {message.email || "No email provided"}
          </span>
        </Text>
        {open ? (
          <OpenMessage message={message} page={page} confirmingInline={confirmingInline} />
        ) : (
          <p className="vf-own-msg__preview">{message.message}</p>
        )}
      </BlockStack>
    </li>
  );
}

function OpenMessage(props: { message: OwnMessageView; page: number; confirmingInline: boolean }) {
  const { message, page, confirmingInline } = props;
  const open = ownMessagesHref({ page, open: message.id });
  return (
    <BlockStack gap="300">
      <p className="vf-msg-item__body">{message.message}</p>
      <InlineStack gap="400" blockAlign="center">
        {message.replyHref ? (
          <a className="vf-msg-link" href={message.replyHref}>
            Reply
          </a>
        ) : null}
        <TabLink to={ownMessagesHref({ page, open: message.id, confirm: message.id })} critical>
          Delete
          <Text as="span" visuallyHidden>
            {` message "${message.subject}" from ${message.name}`}
          </Text>
        </TabLink>
        <TabLink to={ownMessagesHref({ page })}>Close</TabLink>
      </InlineStack>
      {confirmingInline ? <DeleteMessageForm message={message} backHref={open} /> : null}
    </BlockStack>
  );
}
