/**
 * SDK 1.1 (ADR 55, docs/templates.md#collections): the collection blocks, a second entry point
 * templates may import beside `~/template-sdk`. Not in the barrel: the barrel reaches every public
 * page, these only the pages that show collections (a template's section below its first screen,
 * the collection page), so home's JavaScript stays as it was.
 */
export { CollectionList } from "./collection-blocks/collection-list";
export {
  CollectionHeader,
  CollectionPage,
  WithPhotoActions,
} from "./collection-blocks/collection-page";
export { photoCountLabel } from "./collection-blocks/photo-count";
export type {
  CollectionListProps,
  CollectionPageProps,
  PhotoActions,
  PublicCollectionView,
} from "./types";
