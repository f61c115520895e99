import { useCallback, useMemo, useState } from "react";
import type { PhotoView } from "~/utils/photo-view";
import {
  closedLightbox,
  reduceLightbox,
  type LightboxAction,
  type LightboxState,
} from "./lightbox-state";

export interface LightboxController {
  state: LightboxState;
  dispatch: (action: LightboxAction) => void;
  open: (index: number) => void;
  openPhoto: (photoId: string) => void;
  close: () => void;
}

/** Lightbox state for a list of photos; pass the controller to `<Lightbox>`. */
export function useLightbox(photos: readonly PhotoView[]): LightboxController {
  const [state, setState] = useState(closedLightbox);
  const count = photos.length;
  const dispatch = useCallback(
    (action: LightboxAction) => setState((current) => reduceLightbox(current, action, count)),
    [count],
  );
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
    }),
    [state, dispatch, photos],
  );
}
