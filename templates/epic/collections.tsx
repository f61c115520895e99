import { ResponsiveImage, type PublicCollectionView } from "~/template-sdk";
import { photoCountLabel } from "~/template-sdk/collections";

/**
 * Epic's own collection list (SDK 1.1, in place of the SDK's `CollectionList`): one wide card per
 * collection, its cover behind its title, in a panel after the photos. Nothing at all without
 * collections.
 */
export function EpicCollections({ collections }: { collections?: PublicCollectionView[] }) {
  if (!collections?.length) return null;
  return (
    <section
      id="collections"
      className="epic-collections"
      data-section="collections"
      aria-labelledby="epic-collections-title"
    >
      <h2 id="epic-collections-title">Collections</h2>
      <ul className="epic-collections__list">
        {collections.map((collection) => (
          <li key={collection.id}>
            <a href={collection.href} className="epic-collections__card">
              {collection.coverPhoto ? (
                <ResponsiveImage
                  photo={collection.coverPhoto}
                  sizes="(min-width: 768px) 50vw, 100vw"
                  alt=""
                  className="epic-collections__cover"
                />
              ) : null}
              <span className="epic-collections__text">
                <span className="epic-collections__title">{collection.title}</span>
                <span className="epic-collections__count">
                  {photoCountLabel(collection.photoCount)}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
