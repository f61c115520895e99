import { BlockStack, Button, InlineStack, Text } from "@shopify/polaris";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { checkProfileImage, INTENT } from "~/utils/account-schemas";
import { toast } from "../toast-store";
import { accountAction, IntentInput, useAccountAction } from "./use-account-action";

/** The object URL of a chosen file for the preview, released when it changes or on unmount. */
function usePreview() {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  return [preview, setPreview] as const;
}

/**
 * docs/product.md#account-page, docs/product.md#states-and-transitions: choose file → preview →
 * upload or cancel. Checked here first (image, ≤5 MB, with the spec's toasts); the server checks
 * the bytes again, and is the only check without JavaScript.
 */
export function AvatarUploadForm() {
  const { fetcher, result, busy } = useAccountAction(INTENT.uploadAvatar);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [preview, setPreview] = usePreview();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const refusal = file ? checkProfileImage(file) : null;
    setProblem(refusal?.description ?? null);
    if (refusal) {
      toast({ ...refusal, variant: "destructive" });
      event.target.value = "";
    }
    setPreview(file && !refusal ? URL.createObjectURL(file) : null);
  };
  const message = problem ?? (result && !result.ok ? result.message : null);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      action={accountAction("profile")}
      onReset={() => {
        setPreview(null);
        setProblem(null);
      }}
    >
      <IntentInput intent={INTENT.uploadAvatar} />
      <BlockStack gap="200">
        <label htmlFor="profile-image-file">
          <Text as="span">Choose an image (square, 400×400 or larger looks best; up to 5 MB)</Text>
        </label>
        <input
          id="profile-image-file"
          type="file"
          name="profileImage"
          accept="image/*"
          required
          onChange={onChange}
        />
        {preview ? (
          <img
            src={preview}
            alt="Preview of the new profile picture"
            className="account-avatar-preview"
          />
        ) : null}
        {message ? (
          <p className="account-error" role="alert">
            {message}
          </p>
        ) : null}
        <InlineStack gap="200">
          <Button submit variant="primary" loading={busy} disabled={hydrated && !preview}>
            Upload
          </Button>
          <button type="reset" className="account-reset">
            Cancel
          </button>
        </InlineStack>
      </BlockStack>
    </fetcher.Form>
  );
}
