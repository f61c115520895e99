import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { PhotoView } from "~/utils/photo-view";
import type { GalleryPaging } from "../types";
import type { LightboxSteps } from "./lightbox-rules";
import { closedLightbox, type LightboxAction, type LightboxState } from "./lightbox-state";

// How it moves comes with the viewer's code, fetched on first open (lightbox-rules.ts).
const loadViewer = () => import("./lightbox");

export interface LightboxController {
  state: LightboxState;
  dispatch: (action: LightboxAction) => void;
  open: (index: number) => void;
  openPhoto: (photoId: string) => void;
  close: () => void;
  /** Photos in the whole set, loaded or not: the counter reads `offset + index + 1 / total`. */
  total: number;
  /** Photos of the set before the first loaded one. */
  offset: number;
}

/**
 * Lightbox state for a list of photos; pass the controller to `<Lightbox>`. With `paging` (a
 * large portfolio) it steps through the whole set: past the last loaded photo it loads the next
 * page and moves on once it is there.
 */
export function useLightbox(
  photos: readonly PhotoView[],
  paging?: GalleryPaging | null,
): LightboxController {
  const [state, setState] = useState(closedLightbox);
  const count = photos.length;
  // Read through a ref so `dispatch` stays one function: the dialog's key and focus handling
  // subscribes to it, and must not start over when a page arrives while it is open.
  const steps = useRef<LightboxSteps>({ state, count, paging, awaitingPage: false });
  Object.assign(steps.current, { state, count, paging });

  const dispatch = useCallback((action: LightboxAction) => {
    void loadViewer().then(({ stepLightbox }) => stepLightbox(action, steps.current, setState));
  }, []);

  // The page asked for has arrived: step onto its first photo.
  useEffect(() => {
    const now = steps.current;
    if (!now.awaitingPage || count <= now.state.index + 1) return;
    now.awaitingPage = false;
    dispatch({ type: "next" });
  }, [count, dispatch]);

  const total = paging?.total ?? count;
  const offset = paging?.offset ?? 0;
  return useMemo(
    () => ({
      state,
      dispatch,
      open: (index: number) => dispatch({ type: "open", index }),
      openPhoto: (photoId: string) => {
        const index = photos.findIndex((photo) => photo.id === photoId);
        if (index >= 0) dispatch({ type: "open", index });
      },
      close: () => dispatch({ type: "close" }),
      total,
      offset,
    }),
    [state, dispatch, photos, total, offset],
  );
}
