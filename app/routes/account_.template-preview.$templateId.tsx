import { pageTitle } from "~/ui/page-title";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { loadTemplatePreview } from "~/services/templates/template-preview-loader.server";
import { templateStylesheets } from "~/template-sdk/template-assets";
import { GalleryPage } from "~/ui/gallery-page";
import { personalPageHeaders } from "~/ui/personal-page";
import { TemplatePreviewBar } from "~/ui/template-preview/template-preview-bar";
import previewBarStyles from "../ui/template-preview/template-preview-bar.css?url";

/**
 * The photographer's own portfolio in a template they have not applied (Account → Portfolio →
 * Preview), under a bar to apply it or go back (docs/decisions/0045-template-previews.md). Only
 * its owner ever sees it: it is under /account, so never in the public page cache.
 */
export const links: LinksFunction = () => [
  ...templateStylesheets(),
  { rel: "stylesheet", href: previewBarStyles },
];

// The preview bar is this page's navigation.
export const handle = { appNav: false };
export const headers = personalPageHeaders;

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadTemplatePreview(request, params.templateId);

export default function TemplatePreviewPage() {
  const { page, template, active, demoPhotos } = useLoaderData<typeof loader>();
  return (
    <>
      <TemplatePreviewBar
        templateId={template.id}
        templateName={template.name}
        active={active}
        demoPhotos={demoPhotos}
      />
      <GalleryPage page={page} template={template} view="portfolio" />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <main className="page page--centered error-page">
      <h1>Template not found</h1>
      <p>No template with this name is installed.</p>
      <Link className="button" to="/account?tab=portfolio">
        Back to Account
      </Link>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  pageTitle(matches, data ? `Preview: ${data.template.name}` : "Template not found"),
  { name: "robots", content: "noindex" },
];
