// The barrel, not its file: see collection-page.tsx.
import { ResponsiveImage, type CollectionListProps } from "..";
import { photoCountLabel } from "./photo-count";

/**
 * SDK 1.1 (docs/templates.md#collections): the portfolio's public collections as cards — cover,
 * title, photo count — each a plain link to the collection's page, so it works without
 * JavaScript. Renders nothing when there are none: a portfolio without collections looks as it
 * did before them. Style it by its `vf-collections*` classes under your template's class.
 */
export function CollectionList({ collections, className }: CollectionListProps) {
  if (!collections?.length) return null;
  return (
    <section
      id="collections"
      className={className ? `vf-collections ${className}` : "vf-collections"}
      data-section="collections"
      aria-labelledby="vf-collections-title"
    >
      <h2 id="vf-collections-title">Collections</h2>
      <ul className="vf-collections__list">
        {collections.map((collection) => (
          <li key={collection.id} className="vf-collections__item">
            <a href={collection.href} className="vf-collections__card">
              <span className="vf-collections__cover">
                {collection.coverPhoto ? (
                  // The card's title names the link: its cover is decoration.
                  <ResponsiveImage
                    photo={collection.coverPhoto}
                    sizes="(min-width: 1200px) 380px, (min-width: 768px) 50vw, 100vw"
                    alt=""
                  />
                ) : null}
              </span>
              <span className="vf-collections__title">{collection.title}</span>
              <span className="vf-collections__count">
                {photoCountLabel(collection.photoCount)}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
