import { createTemplateLinks } from "~/template-sdk";
import { CollectionTemplate } from "~/template-sdk/collection-host";
import type { LinkPageData } from "~/services/share-links/link-page.server";
import type { SerializeFrom } from "@remix-run/node";
import { FavouritesBar } from "./favourites-status";

/**
 * A share link's gallery (docs/product.md#share-links): a plain bar (who shared it, the download
 * of everything when the link allows it), then the collection in its owner's template through the
 * SDK's collection page. Its photos' links lead to the link's own photo pages, which work without
 * JavaScript; with it the template's lightbox opens instead. On a link with favourites the bar
 * leads to the guest's selection and its counter (ADR 66).
 */
export function LinkGallery({ data }: { data: SerializeFrom<LinkPageData> }) {
  const { owner, collection, photos, basePath, siteName, template, settings } = data;
  return (
    <>
      <header className="share-link__bar">
        <p>
          Shared by <a href={data.portfolioPath}>{owner.displayName}</a>
        </p>
        <div className="share-link__actions">
          {data.favourites ? <FavouritesBar favourites={data.favourites} /> : null}
          {data.downloadAllHref ? (
            <a className="button" href={data.downloadAllHref} download>
              Download all ({data.downloads === "original" ? "originals" : "web size"})
            </a>
          ) : null}
        </div>
      </header>
      <CollectionTemplate
        manifest={template}
        props={{
          owner,
          collection,
          photos,
          links: createTemplateLinks(basePath),
          basePath,
          siteName,
          settings,
        }}
      />
    </>
  );
}
