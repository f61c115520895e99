import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { apiReference } from "~/services/api-docs/reference.server";
import { originForResponse } from "~/services/site-url.server";
import { ApiReference } from "~/ui/api-docs/api-reference";
import { titleMeta } from "~/ui/page-title";
import apiDocsStyles from "../ui/api-docs/api-docs.css?url";

export const links = () => [{ rel: "stylesheet", href: apiDocsStyles }];
export const meta = titleMeta("API reference");

/**
 * GET /api/docs: the API's reference, rendered by the server from /api/openapi.json's document
 * (docs/decisions/0071-openapi-document.md). Not in the public page cache: it names the site's
 * own address in its example, and it is rarely read.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { origin } = originForResponse(request, "public, max-age=300");
  return { reference: apiReference(), origin };
}

export default function ApiDocsPage() {
  const { reference, origin } = useLoaderData<typeof loader>();
  return <ApiReference reference={reference} origin={origin} />;
}
