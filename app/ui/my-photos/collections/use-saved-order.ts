import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { toast } from "~/ui/toast-store";

export type SaveState = "idle" | "saving" | "saved" | "failed";

/** One PUT of the whole order: `{ photoIds }` (docs/decisions/0061-collections-and-orders.md). */
async function putOrder(url: string, photoIds: string[]): Promise<string | null> {
  try {
    const response = await fetch(url, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ photoIds }),
    });
    if (response.ok) return null;
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    return body?.message ?? "The order could not be saved. Please try again.";
  } catch {
    return "The order could not be saved: the connection failed. Please try again.";
  }
}

/**
 * The order shown while arranging with JavaScript: each change is shown at once and saved as
 * one request holding the whole order, 500 photos or 5 (docs/product.md#arranging-photos,
 * docs/decisions/0064-arranging-and-uploading-into-collections.md).
 * Saves go one after another, so the last order shown is the one kept; a refused save shows the
 * server's order again. The page's data is read again after each, so forms and counts agree.
 */
export function useSavedOrder(serverIds: string[], saveUrl: string) {
  const [order, setOrder] = useState(serverIds);
  const [state, setState] = useState<SaveState>("idle");
  const serverKey = serverIds.join(",");
  const { revalidate } = useRevalidator();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // The server's order wins whenever it changes (a form posted, a reload after a save).
  useEffect(() => setOrder(serverKey ? serverKey.split(",") : []), [serverKey]);

  const save = (next: string[], success: { title: string; description?: string }) => {
    setOrder(next);
    setState("saving");
    queue.current = queue.current.then(async () => {
      const failure = await putOrder(saveUrl, next);
      if (failure) {
        setState("failed");
        setOrder(serverKey ? serverKey.split(",") : []);
        toast({ title: "Order not saved", description: failure, variant: "destructive" });
        return;
      }
      setState("saved");
      toast(success);
      revalidate();
    });
  };
  return { order, state, save };
}
