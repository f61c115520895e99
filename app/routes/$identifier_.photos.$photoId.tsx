import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadPermalink } from "~/services/gallery/permalink-loader.server";
import { findPortfolioOwner } from "~/services/portfolio.server";
import { templateStylesheets } from "~/template-sdk/host";
import { PhotoPermalink } from "~/ui/photo-permalink";
import { permalinkMeta } from "~/ui/permalink-meta";

export const links: LinksFunction = () => templateStylesheets();

/** /{identifier}/photos/{id}: a portfolio photo as its own page. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const owner = await findPortfolioOwner(params.identifier ?? "");
  if (!owner) throw new Response("Portfolio Not Found", { status: 404 });
  return loadPermalink(request, owner, params.photoId ?? "");
}

export default function PortfolioPhotoPage() {
  const { view } = useLoaderData<typeof loader>();
  return <PhotoPermalink view={view} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => permalinkMeta(data);
