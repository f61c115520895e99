import { lazy, type ComponentType } from "react";

/**
 * A component whose code the browser loads only when it is rendered, while the server has it at
 * hand (from a `.server` module, which Remix empties in the browser) and renders it in the first
 * pass: React.lazy gets a thenable that answers at once there, and does not suspend. Hydrating
 * a page that shows it, the browser fetches its code first (ADR 30).
 */
export function lazyAtHand<P>(
  atHand: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  type Loaded = { default: ComponentType<P> };
  return lazy(() =>
    atHand
      ? ({
          then: (resolve: (loaded: Loaded) => void) => resolve({ default: atHand }),
        } as Promise<Loaded>)
      : load().then((component) => ({ default: component })),
  ) as unknown as ComponentType<P>;
}
