import { Link } from "@remix-run/react";
import { DataTable, InlineStack, Text } from "@shopify/polaris";
import type { PhotoView } from "~/utils/photo-view";
import { visibilityLabel } from "~/utils/collection-forms";
import { LinkButton } from "../link-button";
import { PhotoThumbnail } from "../photo-thumbnail";
import { useDialogLinks } from "../use-dialog-links";
import { CollectionOrderButtons } from "./collection-order-buttons";

export interface CollectionRow {
  id: string;
  title: string;
  visibility: string;
  photoCount: number;
  cover: PhotoView | null;
}

/**
 * docs/product.md#my-photos "Collections tab": Cover, Title, Visibility, Photos, Actions, in the
 * photographer's order of collections (the order their portfolio lists them in), which the
 * actions' arrows change.
 */
export function CollectionTable({ collections }: { collections: CollectionRow[] }) {
  const { open } = useDialogLinks();
  const rows = collections.map((collection, index) => [
    collection.cover ? (
      <PhotoThumbnail key="cover" photo={collection.cover} />
    ) : (
      <span key="cover" className="mp-thumb mp-thumb--empty" aria-label="No cover yet" role="img" />
    ),
    <Link key="title" to={`/my-photos/collections/${collection.id}`} className="mp-title-link">
      <Text as="span" fontWeight="semibold">
        {collection.title}
      </Text>
    </Link>,
    visibilityLabel(collection.visibility),
    <span key="count" data-photo-count>
      {collection.photoCount}
    </span>,
    <InlineStack key="actions" gap="200" wrap={false} blockAlign="center">
      <CollectionOrderButtons
        id={collection.id}
        title={collection.title}
        position={index + 1}
        total={collections.length}
      />
      <LinkButton
        to={`/my-photos/collections/${collection.id}`}
        label={`Arrange and edit ${collection.title}`}
      >
        Edit
      </LinkButton>
      <LinkButton
        to={open({ deleteCollection: collection.id })}
        variant="critical"
        label={`Delete ${collection.title}`}
      >
        Delete
      </LinkButton>
    </InlineStack>,
  ]);
  return (
    <DataTable
      columnContentTypes={["text", "text", "text", "numeric", "text"]}
      headings={["Cover", "Title", "Visibility", "Photos", "Actions"]}
      rows={rows}
      verticalAlign="middle"
    />
  );
}
