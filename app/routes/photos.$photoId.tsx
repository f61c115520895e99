import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadPermalink } from "~/services/gallery/permalink-loader.server";
import { templateStylesheets } from "~/template-sdk/host";
import { PhotoPermalink } from "~/ui/photo-permalink";
import { permalinkMeta } from "~/ui/permalink-meta";

export const links: LinksFunction = () => templateStylesheets();

/** /photos/{id}: a photo of the home gallery as its own page. */
export function loader({ params, request }: LoaderFunctionArgs) {
  return loadPermalink(request, null, params.photoId ?? "");
}

export default function HomePhotoPage() {
  const { view } = useLoaderData<typeof loader>();
  return <PhotoPermalink view={view} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => permalinkMeta(data);
