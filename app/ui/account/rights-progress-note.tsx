import { Banner } from "@shopify/polaris";
import { useEffect, useState } from "react";

/** How often the note asks again while copies are being re-made: a glance, not a stream. */
const POLL_MS = 3000;

/**
 * "Updating the rights written into your photos: 37 of 120 done…" while the photographer's copies
 * are re-made after a rights change (docs/decisions/0048-re-making-copies-when-rights-change.md).
 * The loader's value shows it without JavaScript (a reload shows how far it got); with JavaScript
 * the note follows the status endpoint until the work is done.
 */
export function RightsProgressNote({ message }: { message: string | null }) {
  const [shown, setShown] = useState(message);
  // Each answer counts, even one that says the same: the next question follows it.
  const [asked, setAsked] = useState(0);
  useEffect(() => setShown(message), [message]);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(async () => {
      try {
        const response = await fetch("/api/user/rights-progress");
        if (response.ok) setShown(((await response.json()) as { message: string | null }).message);
      } catch {
        // Offline for a moment: asked again at the next turn.
      }
      setAsked((n) => n + 1);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [shown, asked]);
  if (!shown) return null;
  return (
    <div role="status" className="account-rights-progress">
      <Banner tone="info">{shown}</Banner>
    </div>
  );
}
