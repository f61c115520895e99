import { Banner, BlockStack, Button, DescriptionList, InlineStack, Text } from "@shopify/polaris";
import type { InboxEmail } from "~/services/admin/inbox/inbox.server";
import { emailDocument } from "./email-document";
import { EmailStatusBadge } from "./email-status-badge";
import { formatDateTime } from "./format-date";
import { messagesHref } from "./messages-links";
import { TabLink } from "./tab-link";

/**
 * One mail: its headers, a Reply link, and the body in an iframe with an empty sandbox (no
 * scripts, no same-origin access, no forms or popups) whose document forbids every load.
 */
export function EmailDetail({
  email,
  requested,
}: {
  email: InboxEmail | null;
  requested: boolean;
}) {
  if (!email) {
    return requested ? (
      <Banner tone="warning" title="Email not found">
        <p>It may have been removed. Choose another email from the list.</p>
      </Banner>
    ) : (
      <Text as="p" tone="subdued">
        Select an email to read it.
      </Text>
    );
  }
  return (
    <BlockStack gap="300">
      <Text as="h3" variant="headingMd">
        {email.subject || "(no subject)"}
      </Text>
      <DescriptionList gap="tight" items={headerItems(email)} />
      {email.error ? (
        <Banner tone="critical" title="Sending failed">
          <p>{email.error}</p>
        </Banner>
      ) : null}
      <InlineStack gap="300" blockAlign="center">
        <Button url={email.replyHref} variant="primary">
          Reply
        </Button>
        <TabLink to={messagesHref()}>Close</TabLink>
      </InlineStack>
      <iframe
        className="vf-email-frame"
        title={`Email body: ${email.subject || "(no subject)"}`}
        sandbox=""
        referrerPolicy="no-referrer"
        srcDoc={emailDocument(email.html)}
      />
    </BlockStack>
  );
}

function headerItems(email: InboxEmail) {
  return [
    { term: "From", description: email.from },
    ...(email.replyTo ? [{ term: "Reply-To", description: email.replyTo }] : []),
    { term: "To", description: email.to },
    {
      term: "Date",
      description: <time dateTime={email.timestamp}>{formatDateTime(email.timestamp)}</time>,
    },
    { term: "Status", description: <EmailStatusBadge status={email.status} /> },
  ];
}
