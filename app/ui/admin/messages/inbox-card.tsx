import { BlockStack, Card, InlineGrid, InlineStack, Scrollable, Text } from "@shopify/polaris";
import { useHydrated } from "remix-utils/use-hydrated";
import type { InboxEmail, InboxEntry } from "~/services/admin/inbox/inbox.server";
import { EmailDetail } from "./email-detail";
import { InboxList } from "./inbox-list";
import { messagesHref } from "./messages-links";
import { TabLink } from "./tab-link";
import { useInboxPolling } from "./use-inbox-polling";

interface InboxCardProps {
  inbox: InboxEntry[];
  email: InboxEmail | null;
  emailId: string | null;
}

/**
 * docs/product.md#admin-dashboard local email inbox (500 px): every mail the site sent or recorded.
 * With JavaScript the list refreshes every 5 s; without it, Refresh (or a reload) loads the page
 * again.
 */
export function InboxCard({ inbox, email, emailId }: InboxCardProps) {
  const entries = useInboxPolling(inbox);
  const hydrated = useHydrated();
  return (
    <Card>
      <BlockStack gap="400">
        <InlineStack align="space-between" blockAlign="center" gap="200">
          <Text as="h2" variant="headingLg">
            Local Email Inbox
          </Text>
          <InlineStack gap="300" blockAlign="center">
            <span aria-live="polite">
              <Text as="span" tone="subdued">
                {`${entries.length} ${entries.length === 1 ? "email" : "emails"}`}
              </Text>
            </span>
            <TabLink to={messagesHref({ email: emailId })}>Refresh</TabLink>
          </InlineStack>
        </InlineStack>
        <Text as="p" tone="subdued">
          {hydrated
            ? "Mail the site sends is recorded here; the list checks for new mail every 5 seconds."
            : "Mail the site sends is recorded here; Refresh shows new mail."}
        </Text>
        <InlineGrid columns={{ xs: 1, md: ["oneThird", "twoThirds"] }} gap="400">
          <Scrollable style={{ height: "500px" }} focusable aria-label="Emails">
            <InboxList entries={entries} selectedId={emailId} />
          </Scrollable>
          <EmailDetail email={email} requested={emailId !== null} />
        </InlineGrid>
      </BlockStack>
    </Card>
  );
}
