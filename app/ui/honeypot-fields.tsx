import { useRouteLoaderData } from "@remix-run/react";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import type { RootLoader } from "~/root";

/**
 * The sign-in and sign-up forms' honeypot (docs/product.md#security-baseline), with the field names
 * the root loader hands out: provided here rather than around every page, so public pages load none
 * of it.
 */
export function HoneypotFields() {
  const root = useRouteLoaderData<RootLoader>("root");
  return (
    <HoneypotProvider {...root?.honeypotInputProps}>
      <HoneypotInputs />
    </HoneypotProvider>
  );
}
