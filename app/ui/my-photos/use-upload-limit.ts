import { useRouteLoaderData } from "@remix-run/react";
import type { RootLoader } from "~/root";
import { DEFAULT_MAX_UPLOAD_MB } from "~/utils/site-settings";

/** The site's photo upload limit in MB (Admin → Settings), as the server will apply it. */
export function useUploadLimitMb(): number {
  return useRouteLoaderData<RootLoader>("root")?.maxUploadMb ?? DEFAULT_MAX_UPLOAD_MB;
}
