import { createContext, useContext, useSyncExternalStore } from "react";

/** Lets tests and previews render the JavaScript layout on the server (TemplateRoot `hydrated`). */
export const HydratedOverride = createContext<boolean | undefined>(undefined);

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards: components render their no-JS
 * markup first (so hydration matches the server HTML), then enhance.
 */
export function useHydrated(): boolean {
  const forced = useContext(HydratedOverride);
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return forced ?? hydrated;
}
