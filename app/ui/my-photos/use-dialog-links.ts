import { useLocation } from "@remix-run/react";
import { closedDialogs, withParams } from "./dialog-urls";

/** Addresses that open one dialog (closing any other) or close them all, keeping the filters. */
export function useDialogLinks() {
  const { pathname, search } = useLocation();
  const at = (query: string) => (query === "?" ? pathname : `${pathname}${query}`);
  return {
    open: (changes: Record<string, string>) => at(withParams(closedDialogs(search), changes)),
    close: at(closedDialogs(search)),
  };
}
