import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadTemplatePreview } from "~/services/templates/template-preview-loader.server";
import { templateStylesheets } from "~/template-sdk/template-assets";
import { GalleryPage } from "~/ui/gallery-page";
import { personalPageHeaders } from "~/ui/personal-page";

/**
 * The picture of a template in the Account → Portfolio picker: the photographer's portfolio in
 * that template, drawn by the browser in a scaled-down, script-less frame
 * (docs/decisions/0045-template-previews.md). The only page our own pages may frame
 * (security-headers.server.ts): no other site can, and the picker's frame lets it run no script
 * and submit no form.
 */
export const links: LinksFunction = () => templateStylesheets();

export const handle = { appNav: false };
export const headers = personalPageHeaders;

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadTemplatePreview(request, params.templateId);

export default function TemplateMiniaturePage() {
  const { page, template } = useLoaderData<typeof loader>();
  return <GalleryPage page={page} template={template} view="portfolio" />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.template.name} · Viewfinder` : "Template not found" },
  { name: "robots", content: "noindex" },
];
