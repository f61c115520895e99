import { useNavigate, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { CategoryOption } from "~/utils/photo-view";
import type { CollectionChoice } from "./collections/add-to-collection-form";
import { DialogFrame } from "./dialog-frame";
import type { UploadOutcome } from "./photo-forms";
import { UploadForm } from "./upload-form";
import { useDialogLinks } from "./use-dialog-links";

interface UploadDialogProps {
  open: boolean;
  categories: CategoryOption[];
  /** Offered as "Add to collections" checkboxes. */
  collections: CollectionChoice[];
  /** A plain (no-JavaScript) upload's answer: its message, what was typed, each file's result. */
  failure?: UploadOutcome;
  /** Files dropped on the page, to be chosen as the dialog opens. */
  dropped?: File[] | null;
  onDroppedTaken?: () => void;
}

/**
 * After an upload the list is reloaded first and the dialog closed after: closing alone changes
 * only a dialog parameter, which does not reload (shouldRevalidate), and a reload asked for
 * during that navigation would be folded into it.
 */
function useReloadThenClose() {
  const navigate = useNavigate();
  const { close } = useDialogLinks();
  const revalidator = useRevalidator();
  const [reloading, setReloading] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (!reloading) return;
    if (revalidator.state === "loading") started.current = true;
    else if (started.current) {
      started.current = false;
      setReloading(false);
      navigate(close, { replace: true, preventScrollReset: true });
    }
  }, [reloading, revalidator.state, navigate, close]);
  return () => {
    revalidator.revalidate();
    setReloading(true);
  };
}

/** docs/product.md#my-photos "Upload Photos" (`?upload=true`). */
export function UploadDialog({
  open,
  categories,
  collections,
  failure,
  ...drop
}: UploadDialogProps) {
  const onUploaded = useReloadThenClose();
  // Each opening starts afresh: the modal may keep its content while closed.
  const openings = useRef(0);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) openings.current++;
  wasOpen.current = open;
  return (
    <DialogFrame open={open} title="Upload Photos">
      <UploadForm
        key={openings.current}
        categories={categories}
        collections={collections}
        failure={failure}
        onUploaded={onUploaded}
        {...drop}
      />
    </DialogFrame>
  );
}
