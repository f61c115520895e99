import { useFetcher } from "@remix-run/react";
import { Button } from "@shopify/polaris";
import type { AdminPhotoRow } from "~/services/admin/featured-photos.server";
import type { ActionResult } from "~/ui/my-photos/photo-forms";
import { useFetcherResult } from "~/ui/my-photos/use-fetcher-result";
import { IntentInput, ViaFetcherInput } from "~/ui/my-photos/via-fetcher-input";
import { toast } from "~/ui/toast-store";

export const SET_FEATURED_INTENT = "set-featured";

/** The featured state with a post in flight already applied (rolled back if the post fails). */
export function useOptimisticFeatured(photo: AdminPhotoRow) {
  const fetcher = useFetcher<ActionResult>({ key: `admin-featured-${photo.id}` });
  const pending = fetcher.formData?.get("featured");
  const featured = pending == null ? photo.featured : pending === "true";
  return { fetcher, featured };
}

/**
 * Feature / Unfeature (docs/product.md#admin-dashboard): a one-button form. Without JavaScript it
 * posts and the page comes back with a toast; with it a fetcher posts and the row changes at once.
 */
export function FeatureToggle({ photo }: { photo: AdminPhotoRow }) {
  const { fetcher, featured } = useOptimisticFeatured(photo);
  useFetcherResult(fetcher, (result) => {
    if (result.toast) toast(result.toast);
  });
  const label = featured ? "Unfeature" : "Feature";
  return (
    <fetcher.Form method="post" preventScrollReset>
      <IntentInput intent={SET_FEATURED_INTENT} />
      <ViaFetcherInput />
      <input type="hidden" name="photoId" value={photo.id} />
      <input type="hidden" name="featured" value={String(!featured)} />
      <Button
        submit
        size="slim"
        variant={featured ? "secondary" : "primary"}
        accessibilityLabel={`${label}: ${photo.title}`}
      >
        {label}
      </Button>
    </fetcher.Form>
  );
}
