import { useNavigate, type FetcherWithComponents } from "@remix-run/react";
import { BlockStack, Button, InlineStack, Text } from "@shopify/polaris";
import { toast } from "~/ui/toast-store";
import type { PhotoView } from "~/utils/photo-view";
import { DialogFrame } from "./dialog-frame";
import { LinkButton } from "./link-button";
import { INTENTS, type ActionResult } from "./photo-forms";
import { useDialogLinks } from "./use-dialog-links";
import { useFetcherResult } from "./use-fetcher-result";
import { usePhotoForm } from "./use-photo-form";
import { IntentInput, ViaFetcherInput } from "./via-fetcher-input";

interface DeletePhotoDialogProps {
  /** From the address; outlives `photo`, which is gone once the deletion has revalidated. */
  photoId: string | null;
  photo: PhotoView | null;
}

/** docs/product.md#validation-rules: deleting a photo asks for a confirmation naming it. */
export function DeletePhotoDialog({ photoId, photo }: DeletePhotoDialogProps) {
  const navigate = useNavigate();
  const { close } = useDialogLinks();
  const { fetcher, busy } = usePhotoForm(`delete-${photoId}`, INTENTS.delete);
  useFetcherResult(fetcher, (answer) => {
    if (answer.toast) toast(answer.toast);
    if (answer.ok) navigate(close, { replace: true, preventScrollReset: true });
  });
  return (
    <DialogFrame open={photo !== null} title="Delete Photo" size="small">
      {photo ? <DeletePhotoForm photo={photo} fetcher={fetcher} busy={busy} /> : null}
    </DialogFrame>
  );
}

interface DeletePhotoFormProps {
  photo: PhotoView;
  fetcher: FetcherWithComponents<ActionResult>;
  busy: boolean;
}

function DeletePhotoForm({ photo, fetcher, busy }: DeletePhotoFormProps) {
  const { close } = useDialogLinks();
  return (
    <fetcher.Form method="post" preventScrollReset>
      <IntentInput intent={INTENTS.delete} />
      <ViaFetcherInput />
      <input type="hidden" name="photoId" value={photo.id} />
      <BlockStack gap="400">
        <Text as="p">{`Delete "${photo.title}"? This cannot be undone.`}</Text>
        <InlineStack gap="200" align="end">
          <LinkButton to={close} replace>
            Cancel
          </LinkButton>
          <Button submit variant="primary" tone="critical" loading={busy}>
            Delete
          </Button>
        </InlineStack>
      </BlockStack>
    </fetcher.Form>
  );
}
