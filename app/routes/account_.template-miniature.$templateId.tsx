import type { LoaderFunctionArgs } from "@remix-run/node";
import { renderTemplateMiniature } from "~/services/templates/template-miniature.server";
import { loadTemplatePreview } from "~/services/templates/template-preview-loader.server";

/**
 * The picture of a template in the Account → Portfolio picker: the photographer's portfolio in
 * that template, a script-less document the picker shows scaled down in a frame
 * (docs/decisions/0045-template-previews.md). The only page our own pages may frame
 * (security-headers.server.ts): no other site can, and the picker's frame lets it submit no form.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const preview = await loadTemplatePreview(request, params.templateId);
  return new Response(await renderTemplateMiniature(preview), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      // One person's page, like the account itself.
      "Cache-Control": "private, no-store",
    },
  });
}
