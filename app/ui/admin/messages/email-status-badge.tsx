import { Badge } from "@shopify/polaris";
import type { InboxEntry } from "~/services/admin/inbox/inbox.server";

export function EmailStatusBadge({ status }: { status: InboxEntry["status"] }) {
  return <Badge tone={status === "delivered" ? "success" : "critical"}>{status}</Badge>;
}
