import { lazy, Suspense, type ComponentProps } from "react";
import type { Lightbox as LightboxView } from "./lightbox";

// The viewer's code arrives on first open, not with the page: most visits never open it, and
// without JavaScript it never opens at all (each photo has its own page instead).
const LoadedLightbox = lazy(() => import("./lightbox").then((m) => ({ default: m.Lightbox })));

/**
 * docs/product.md#lightbox lightbox, opened by `useLightbox`: renders nothing while closed (on the
 * server too), and the viewer once open.
 */
export function Lightbox(props: ComponentProps<typeof LightboxView>) {
  if (!props.controller.state.open) return null;
  return (
    <Suspense fallback={null}>
      <LoadedLightbox {...props} />
    </Suspense>
  );
}
