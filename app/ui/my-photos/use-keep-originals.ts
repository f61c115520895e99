import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/routes/my-photos";

/**
 * Whether the photographer asked to upload their files as chosen (Account → Settings, 'Keep my
 * original files') instead of the smaller copy the browser makes. Off wherever My Photos' data is
 * not loaded.
 */
export function useKeepOriginals(): boolean {
  return useRouteLoaderData<typeof loader>("routes/my-photos")?.keepOriginals ?? false;
}
