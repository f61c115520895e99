import { Button } from "@shopify/polaris";
import { useState, type FormEvent } from "react";
import { DISCONNECTION_FAILED_TITLE } from "~/services/google-photos/messages";
import { INTENT } from "~/utils/account-schemas";
import { toast } from "../toast-store";
import { accountAction, IntentInput } from "./use-account-action";

const DISCONNECT_API = "/api/google-photos/disconnect";

/**
 * Retry reads the status again. Without JavaScript a GET of the photos tab; with it `refresh`
 * (the page's data revalidated in place, the panel in its loading state meanwhile).
 */
export function GooglePhotosRetry({ refresh }: { refresh: () => void }) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    refresh();
  };
  return (
    <form method="get" action="/account" onSubmit={onSubmit}>
      <input type="hidden" name="tab" value="photos" />
      <Button submit>Retry</Button>
    </form>
  );
}

/**
 * Disconnect (docs/product.md#account-page, docs/product.md#api-calls). Without JavaScript the form
 * posts to the page's action; with it the spec's call POST /api/google-photos/disconnect (ADR 13),
 * then the status is read again without a full reload, or the spec's 'Disconnection failed' toast.
 */
export function GooglePhotosDisconnect({ refresh }: { refresh: () => void }) {
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const response = await fetch(DISCONNECT_API, {
        method: "POST",
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(`HTTP error: ${response.status} ${response.statusText}`);
      refresh();
    } catch (error) {
      console.error("Google Photos disconnect failed", error);
      toast({
        title: DISCONNECTION_FAILED_TITLE,
        description: "Please try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form method="post" action={accountAction("photos")} onSubmit={onSubmit}>
      <IntentInput intent={INTENT.disconnectGooglePhotos} />
      <Button submit tone="critical" loading={busy}>
        Disconnect
      </Button>
    </form>
  );
}
