import { lazy, type ComponentType } from "react";
import { serverPart, type ServerPartName } from "./server-parts";

type Loaded<P> = { default: ComponentType<P> };

/** A thenable that answers at once: React.lazy takes its component in the same pass. */
const atOnce = <P>(component: ComponentType<P>) =>
  ({ then: (resolve: (loaded: Loaded<P>) => void) => resolve({ default: component }) }) as Promise<
    Loaded<P>
  >;

/** The parts whose server HTML the document may show, each fetching its code when it does. */
const partsShownBy: Array<(document: Document) => Promise<unknown> | undefined> = [];

/**
 * A component whose code the browser loads only when it is rendered, while the server has it at
 * hand (the server part `name`, server-parts.ts) and renders it in the first pass: React.lazy
 * gets a thenable that answers at once there, and does not suspend (ADR 30, ADR 58).
 *
 * `shownBy` is a selector matching the part's server HTML. A part that suspended while the page
 * hydrates would leave React with markup it cannot match (or a boundary updated before it
 * hydrated): where the served document shows the part, its code is fetched before hydration
 * (loadPartsShownIn) and the browser's first render takes it at once, as the server did.
 */
export function lazyAtHand<P>(
  name: ServerPartName,
  load: () => Promise<ComponentType<P>>,
  shownBy?: string,
): ComponentType<P> {
  let ready: ComponentType<P> | undefined;
  const fetchCode = () =>
    load().then((component) => {
      ready = component;
      return component;
    });
  if (shownBy)
    partsShownBy.push((document) => (document.querySelector(shownBy) ? fetchCode() : undefined));
  return lazy(() => {
    ready ??= serverPart<ComponentType<P>>(name);
    return ready ? atOnce(ready) : fetchCode().then((component) => ({ default: component }));
  }) as unknown as ComponentType<P>;
}

/** Fetches the code of every on-demand part the served document shows; hydrate after it. */
export function loadPartsShownIn(document: Document): Promise<unknown> {
  return Promise.all(partsShownBy.map((shown) => shown(document)));
}
