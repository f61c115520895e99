import { Banner, BlockStack, Button, Card, InlineStack, Text } from "@shopify/polaris";
import { useHydrated } from "remix-utils/use-hydrated";
import type { OwnMessageView } from "~/services/account/messages.server";
import { DeleteMessageModal } from "~/ui/admin/messages/delete-message";
import { OwnMessageItem } from "./own-message-item";
import { ownMessagesHref } from "./own-messages-links";

export interface OwnMessagesCardProps {
  messages: OwnMessageView[];
  total: number;
  unread: number;
  page: number;
  pageCount: number;
  openId: string | null;
  confirmId: string | null;
  /** Why the last action changed nothing (e.g. the message is no longer there). */
  error: string | null;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The messages visitors sent through the photographer's portfolio, newest first. */
export function OwnMessagesCard(props: OwnMessagesCardProps) {
  const { messages, total, unread, page, pageCount, openId, confirmId, error } = props;
  const hydrated = useHydrated();
  const confirming = messages.find((m) => m.id === confirmId) ?? null;
  return (
    <Card>
      <BlockStack gap="400">
        <InlineStack align="space-between" blockAlign="center" gap="200">
          <Text as="h2" variant="headingLg">
            Messages
          </Text>
          <Text as="p" tone="subdued">
            {`${plural(total, "message")} · ${unread} unread`}
          </Text>
        </InlineStack>
        {error ? <Banner tone="critical">{error}</Banner> : null}
        {messages.length === 0 ? (
          <Text as="p" tone="subdued">
            No messages yet. When a visitor writes to you through the contact form on your
            portfolio, the message shows here.
          </Text>
        ) : (
          <ul className="vf-msg-list" aria-label="Messages from your portfolio">
            {messages.map((message) => (
              <OwnMessageItem
                key={message.id}
                message={message}
                page={page}
                open={message.id === openId || message.id === confirming?.id}
                confirmingInline={!hydrated && message.id === confirming?.id}
              />
            ))}
          </ul>
        )}
        {pageCount > 1 ? <Pager page={page} pageCount={pageCount} /> : null}
      </BlockStack>
      {hydrated ? (
        <DeleteMessageModal
          message={confirming}
          backHref={ownMessagesHref({ page, open: confirming?.id })}
        />
      ) : null}
    </Card>
  );
}

/** Plain links with words (Polaris' Pagination leaves its icon links unnamed through our links). */
function Pager({ page, pageCount }: { page: number; pageCount: number }) {
  return (
    <nav aria-label="Message pages">
      <InlineStack align="center" blockAlign="center" gap="400">
        {page > 1 ? (
          <Button url={ownMessagesHref({ page: page - 1 })}>Newer messages</Button>
        ) : null}
        <Text as="span">{`Page ${page} of ${pageCount}`}</Text>
        {page < pageCount ? (
          <Button url={ownMessagesHref({ page: page + 1 })}>Older messages</Button>
        ) : null}
      </InlineStack>
    </nav>
  );
}
