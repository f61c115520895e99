import { BlockStack, Card, InlineStack, Scrollable, Text } from "@shopify/polaris";
import { useHydrated } from "remix-utils/use-hydrated";
import { ContactMessageItem, type ContactMessageView } from "./contact-message-item";
import { DeleteMessageModal } from "./delete-message";
import { messagesHref } from "./messages-links";

interface ContactMessagesCardProps {
  messages: ContactMessageView[];
  /** The message whose deletion is being confirmed (`?confirm=`). */
  confirmId: string | null;
  /** The open mail, kept across these links. */
  emailId: string | null;
}

/**
 * docs/product.md#admin-dashboard contact messages: a 600 px list with a total, delete with
 * confirmation.
 */
export function ContactMessagesCard({ messages, confirmId, emailId }: ContactMessagesCardProps) {
  const hydrated = useHydrated();
  const backHref = messagesHref({ email: emailId });
  const confirming = messages.find((m) => m.id === confirmId) ?? null;
  return (
    <Card>
      <BlockStack gap="400">
        <InlineStack align="space-between" blockAlign="center" gap="200">
          <Text as="h2" variant="headingLg">
            Contact Messages
          </Text>
          <Text as="p" tone="subdued">
            {`Total: ${messages.length}`}
          </Text>
        </InlineStack>
        {messages.length === 0 ? (
          <Text as="p" tone="subdued">
            No messages yet
          </Text>
        ) : (
          <Scrollable style={{ height: "600px" }} focusable aria-label="Contact messages">
            <ul className="vf-msg-list">
              {messages.map((message) => (
                <ContactMessageItem
                  key={message.id}
                  message={message}
                  confirmingInline={!hydrated && message.id === confirming?.id}
                  confirmHref={messagesHref({ email: emailId, confirm: message.id })}
                  backHref={backHref}
                />
              ))}
            </ul>
          </Scrollable>
        )}
      </BlockStack>
      {hydrated ? <DeleteMessageModal message={confirming} backHref={backHref} /> : null}
    </Card>
  );
}
