import { PassThrough } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import appStyles from "../../styles/app.css?url";
import { TEMPLATE_STYLESHEET } from "~/template-catalog.generated";
import { createTemplateLinks } from "~/template-sdk/links";
import { resolveSettings, TemplatePage } from "~/template-sdk/host";
import { serverCodeReady } from "~/template-sdk/on-demand/on-demand";
import type { TemplateProps } from "~/template-sdk/types";
import { getTemplate } from "./index.server";
import type { TemplatePreview } from "./template-preview.server";

/**
 * Photos a miniature holds: more than its first screen shows in any template. A frame that runs
 * no script loads every image at once (lazy loading needs scripts), so each miniature brings
 * these few, not the portfolio's whole first page.
 */
const MINIATURE_PHOTOS = 12;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The whole markup once everything has rendered: a part whose code the server is still loading
 * (just after a start) is waited for rather than refused, as renderToString would.
 */
function renderWhole(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        pipe(sink);
      },
      onShellError: reject,
      onError: reject,
    });
  });
}

/**
 * The picker's picture of a template: the preview's portfolio as a visitor without JavaScript
 * gets it, in a document of its own with the site's and the templates' stylesheets and no script
 * at all — the frame showing it lets none run, and a page that had some would only fill the
 * console with refusals. Nothing in it is a page of the app: no nav, no bar, no toasts.
 */
export async function renderTemplateMiniature({ page, template }: TemplatePreview) {
  const registered = getTemplate(template.id)!;
  const props: TemplateProps = {
    view: "portfolio",
    owner: page.owner,
    photos: page.photos.slice(0, MINIATURE_PHOTOS),
    // Only the first screen shows: no 'More photos' link.
    paging: page.paging && { total: page.paging.total, offset: page.paging.offset, moreHref: null },
    categories: page.categories,
    selectedCategory: page.selectedCategory,
    hero: page.hero,
    photosError: page.photosError,
    siteName: page.siteName,
    basePath: page.basePath,
    links: createTemplateLinks(page.basePath),
    contact: { action: page.basePath, lastResult: null, status: "idle" },
    settings: resolveSettings(template),
  };
  // A template's parts loaded on demand are on the server once their modules are.
  await serverCodeReady();
  const body = await renderWhole(<TemplatePage template={registered} props={props} />);
  const title = escapeHtml(`${template.name} · preview`);
  return (
    `<!DOCTYPE html><html lang="en" data-theme="light"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${title}</title>` +
    `<link rel="stylesheet" href="${appStyles}">` +
    `<link rel="stylesheet" href="${TEMPLATE_STYLESHEET}">` +
    `</head><body>${body}</body></html>`
  );
}
