import { Text } from "@shopify/polaris";
import type { InboxEntry } from "~/services/admin/inbox/inbox.server";
import { EmailStatusBadge } from "./email-status-badge";
import { formatDateTime } from "./format-date";
import { messagesHref } from "./messages-links";
import { TabLink } from "./tab-link";

/**
 * docs/product.md#admin-dashboard inbox rows: subject, sender, status badge, timestamp; each opens
 * the mail.
 */
export function InboxList({
  entries,
  selectedId,
}: {
  entries: InboxEntry[];
  selectedId: string | null;
}) {
  if (entries.length === 0) {
    return (
      <Text as="p" tone="subdued">
        No emails yet
      </Text>
    );
  }
  return (
    <ul className="vf-msg-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <TabLink
            to={messagesHref({ email: entry.id })}
            className="vf-inbox-entry"
            current={entry.id === selectedId}
          >
            <span className="vf-inbox-entry__subject">{entry.subject || "(no subject)"}</span>
            <span className="vf-inbox-entry__meta">{entry.from}</span>
            <span className="vf-inbox-entry__meta">
              <EmailStatusBadge status={entry.status} />
              <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
            </span>
          </TabLink>
        </li>
      ))}
    </ul>
  );
}
