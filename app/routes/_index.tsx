import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { templateStylesheets } from "~/template-sdk/template-assets";
import { GalleryPage } from "~/ui/gallery-page";
import {
  feedLinks,
  galleryContactPost,
  loadGalleryRoute,
} from "~/services/gallery/home-page.server";
import type { PublicCacheRule } from "~/server/public-cache/public-cache-rule";

// Visitors get it from the public page cache (docs/decisions/0057-cache-rules-on-the-routes.md);
// the query parameters it reads: `featured`, `photographers`.
export const publicCache: PublicCacheRule = { params: ["featured", "photographers"] };

export const links: LinksFunction = () => templateStylesheets();

/** The site nav links to this page's own #gallery, #about and #contact sections. */
export const handle = { gallerySections: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const data = await loadGalleryRoute(request, { view: "home" });
  // The site feed's autodiscovery (docs/decisions/0069-feeds.md), with the other head tags.
  return { ...data, meta: [...data.meta, ...feedLinks("/", data.page.siteName)] };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return galleryContactPost(request, context, { view: "home" });
}

export default function Home() {
  const { page, template } = useLoaderData<typeof loader>();
  return <GalleryPage page={page} template={template} view="home" />;
}

// Built by the loader (public-page-meta.server.ts).
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.meta ?? [{ title: "Viewfinder" }];
