import { createTemplateLinks } from "~/template-sdk";
import { CollectionTemplate } from "~/template-sdk/collection-host";
import type { LinkPageData } from "~/services/share-links/link-page.server";
import type { SerializeFrom } from "@remix-run/node";
import type { PhotoView } from "~/utils/photo-view";
import { FavouritesBar } from "./favourites-status";
import { GalleryHeart, useGalleryFavourites } from "./gallery-favourites";
import { GuestNoticeText } from "./guest-notice";

/**
 * A share link's gallery (docs/product.md#share-links): a plain bar (who shared it, the download
 * of everything when the link allows it), then the collection in its owner's template through the
 * SDK's collection page. Its photos' links lead to the link's own photo pages, which work without
 * JavaScript; with it the template's lightbox opens instead. On a link with favourites the bar
 * leads to the guest's selection and its counter, and each photo has a heart in the grid and
 * in the lightbox, through the template's `photoActions` slot (SDK 1.2, ADR 66).
 */
export function LinkGallery({ data }: { data: SerializeFrom<LinkPageData> }) {
  const { owner, collection, photos, basePath, siteName, template, settings } = data;
  const links = createTemplateLinks(basePath);
  const { favourites, mark } = useGalleryFavourites(data.favourites);
  const photoActions = favourites
    ? (photo: PhotoView) => (
        <GalleryHeart
          favourites={favourites}
          photo={photo}
          photoPath={links.photo(photo.id)}
          galleryPath={basePath}
          onChanged={(on) => mark(photo.id, on)}
        />
      )
    : undefined;
  return (
    <>
      <header className="share-link__bar">
        <p>
          Shared by <a href={data.portfolioPath}>{owner.displayName}</a>
        </p>
        <div className="share-link__actions">
          {favourites ? <FavouritesBar favourites={favourites} /> : null}
          {data.downloadAllHref ? (
            <a className="button" href={data.downloadAllHref} download>
              Download all ({data.downloads === "original" ? "originals" : "web size"})
            </a>
          ) : null}
        </div>
        {/* A refusal of a heart's plain post (the limit), back on the gallery (ADR 66). */}
        <GuestNoticeText notice={favourites?.notice} />
      </header>
      <CollectionTemplate
        manifest={template}
        props={{
          owner,
          collection,
          photos,
          links,
          basePath,
          siteName,
          settings,
          photoActions,
        }}
      />
    </>
  );
}
