import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { templateStylesheets } from "~/template-sdk/template-assets";
import { PhotoPermalink } from "~/ui/photo-permalink";
import { permalinkMeta } from "~/ui/permalink-meta.server";
import {
  loadPermalink,
  oembedDiscovery,
  pageTemplate,
} from "~/services/gallery/photo-pages.server";
import type { PublicCacheRule } from "~/server/public-cache/public-cache-rule";

// Visitors get it from the public page cache (docs/decisions/0057-cache-rules-on-the-routes.md).
export const publicCache: PublicCacheRule = { params: [] };

export const links: LinksFunction = () => templateStylesheets();

/** /photos/{id}: a photo of the home gallery as its own page. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const data = await loadPermalink(request, null, params.photoId ?? "");
  const { photo } = data.view;
  // oEmbed discovery (docs/decisions/0070-oembed-and-embeds.md), with the other head tags.
  const oembed = oembedDiscovery(`/photos/${photo.id}`, photo.title);
  const meta = [...permalinkMeta(data), ...oembed];
  return { ...data, template: pageTemplate(data.view.templateId), meta };
}

export default function HomePhotoPage() {
  const { view, template } = useLoaderData<typeof loader>();
  return <PhotoPermalink view={view} template={template} />;
}

// Built by the loader (permalink-meta.server.ts): that code stays on the server.
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.meta ?? [{ title: "Photo not found" }];
