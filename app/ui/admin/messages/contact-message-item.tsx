import { BlockStack, InlineStack, Text } from "@shopify/polaris";
import type { listContactMessages } from "~/services/contact.server";
import { DeleteMessageForm } from "./delete-message";
import { formatDateTime } from "./format-date";
import { TabLink } from "./tab-link";

export type ContactMessageView = Awaited<ReturnType<typeof listContactMessages>>[number];

interface ContactMessageItemProps {
  message: ContactMessageView;
  /** Without JavaScript the confirmation is shown in place of the Delete link. */
  confirmingInline: boolean;
  confirmHref: string;
  backHref: string;
}

/**
 * docs/product.md#admin-dashboard: subject, name, email, created date and body, each with the
 * list's fallbacks.
 */
export function ContactMessageItem(props: ContactMessageItemProps) {
  const { message, confirmingInline, confirmHref, backHref } = props;
  return (
    <li className="vf-msg-item">
      <BlockStack gap="200">
        <InlineStack align="space-between" blockAlign="start" gap="200">
          <Text as="h3" variant="headingSm">
            {message.subject}
          </Text>
          <Text as="span" tone="subdued">
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </Text>
        </InlineStack>
        <Text as="p" tone="subdued">
          {message.name} · {message.email}
        </Text>
        <p className="vf-msg-item__body">{message.message}</p>
        {confirmingInline ? (
          <DeleteMessageForm message={message} backHref={backHref} />
        ) : (
          <div>
            <TabLink to={confirmHref} critical>
              Delete
              <Text as="span" visuallyHidden>
                {` message "${message.subject}" from ${message.name}`}
              </Text>
            </TabLink>
          </div>
        )}
      </BlockStack>
    </li>
  );
}
