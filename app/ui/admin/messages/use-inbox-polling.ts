import { useEffect, useState } from "react";
import type { InboxEntry } from "~/services/admin/inbox/inbox.server";

/** docs/product.md#constants-and-limits: the inbox refreshes every 5 s. */
export const INBOX_REFRESH_MS = 5000;

/**
 * The inbox list, kept fresh with JavaScript by polling GET /api/admin/emails
 * (docs/product.md#api-calls) while the page is visible. A failed poll keeps the last list; a new
 * page load starts from `initial`.
 */
export function useInboxPolling(initial: InboxEntry[]): InboxEntry[] {
  const [polled, setPolled] = useState<{ base: InboxEntry[]; entries: InboxEntry[] } | null>(null);

  useEffect(() => {
    let controller: AbortController | null = null;
    const poll = async () => {
      if (document.hidden) return;
      controller?.abort();
      controller = new AbortController();
      try {
        const response = await fetch("/api/admin/emails", {
          headers: { Accept: "application/json" },
          signal: controller.signal,
        });
        if (response.ok) setPolled({ base: initial, entries: await response.json() });
      } catch {
        // Offline or aborted: the next tick tries again.
      }
    };
    const timer = window.setInterval(poll, INBOX_REFRESH_MS);
    const onVisible = () => void (document.hidden ? undefined : poll());
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      controller?.abort();
    };
  }, [initial]);

  // A newer loader answer (a navigation, a form post) replaces what older polls found.
  return polled && polled.base === initial ? polled.entries : initial;
}
