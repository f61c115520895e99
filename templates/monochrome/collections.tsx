import type { PublicCollectionView } from "~/template-sdk";
import { CollectionList } from "~/template-sdk/collections";

/**
 * The portfolio's public collections (SDK 1.1), below the gallery: the SDK's cards in
 * monochrome's style (styles.css). Loaded when they come into view (index.tsx).
 */
export function MonochromeCollections({ collections }: { collections: PublicCollectionView[] }) {
  return <CollectionList collections={collections} className="mono-collections" />;
}
