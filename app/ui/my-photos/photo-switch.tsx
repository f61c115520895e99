import { useFetcher } from "@remix-run/react";
import { toast } from "~/ui/toast-store";
import type { PhotoView } from "~/utils/photo-view";
import { INTENTS, type ActionResult } from "./photo-forms";
import { useFetcherResult } from "./use-fetcher-result";
import { IntentInput, ViaFetcherInput } from "./via-fetcher-input";

const KINDS = {
  public: {
    intent: INTENTS.setPublic,
    label: "Public",
    on: "Public",
    off: "Private",
    failure: "Privacy status could not be updated.",
  },
  featured: {
    intent: INTENTS.setFeatured,
    label: "Featured",
    on: "Featured",
    off: "Not featured",
    failure: "Featured status could not be updated.",
  },
} as const;

/**
 * A switch that is a one-button form: it posts without JavaScript; with it, a fetcher posts and
 * the page shows the new state at once (useOptimisticPhotos), rolling back when the post fails.
 */
export function PhotoSwitch({ photo, kind }: { photo: PhotoView; kind: keyof typeof KINDS }) {
  const text = KINDS[kind];
  const fetcher = useFetcher<ActionResult>({ key: `${kind}-${photo.id}` });
  const checked = kind === "public" ? photo.isPublic : photo.featured;
  // docs/product.md#error-catalogue. (A photo deleted elsewhere meanwhile just leaves the list: its
  // row is gone.)
  useFetcherResult(fetcher, (result) => {
    if (!result.ok)
      toast({ title: "Update failed", description: text.failure, variant: "destructive" });
  });
  return (
    <fetcher.Form method="post" preventScrollReset className="mp-switch-form">
      <IntentInput intent={text.intent} />
      <ViaFetcherInput />
      <input type="hidden" name="photoId" value={photo.id} />
      <input type="hidden" name="value" value={String(!checked)} />
      <button
        type="submit"
        role="switch"
        aria-checked={checked}
        aria-label={`${text.label}: ${photo.title}`}
        className="mp-switch"
      >
        <span className="mp-switch__track" aria-hidden="true" />
        <span className="mp-switch__text" aria-hidden="true">
          {checked ? text.on : text.off}
        </span>
      </button>
    </fetcher.Form>
  );
}
