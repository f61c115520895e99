import { DataTable, InlineStack, Text } from "@shopify/polaris";
import type { CategoryOption, PhotoView } from "~/utils/photo-view";
import { SelectPhotoBox } from "./collections/add-to-collection-form";
import { LinkButton } from "./link-button";
import { PhotoSwitch } from "./photo-switch";
import { PhotoThumbnail } from "./photo-thumbnail";
import { useDialogLinks } from "./use-dialog-links";

interface PhotoTableProps {
  photos: PhotoView[];
  categories: CategoryOption[];
  /** A first column of checkboxes for "Add to collection…", when there is a collection. */
  selectable?: boolean;
}

/**
 * docs/product.md#my-photos: columns Photo, Title, Category, Status, Featured, Actions; with
 * collections, a Select column first.
 */
export function PhotoTable({ photos, categories, selectable = false }: PhotoTableProps) {
  const { open } = useDialogLinks();
  const labelOf = (id: string) => categories.find((c) => c.id === id)?.label ?? id;
  const rows = photos.map((photo) => [
    ...(selectable ? [<SelectPhotoBox key="select" id={photo.id} title={photo.title} />] : []),
    <PhotoThumbnail key="photo" photo={photo} />,
    <Text key="title" as="span" fontWeight="semibold">
      {photo.title}
    </Text>,
    labelOf(photo.category),
    <PhotoSwitch key="public" photo={photo} kind="public" />,
    <PhotoSwitch key="featured" photo={photo} kind="featured" />,
    <InlineStack key="actions" gap="200" wrap={false}>
      <LinkButton to={open({ edit: photo.id })} label={`Edit ${photo.title}`}>
        Edit
      </LinkButton>
      <LinkButton
        to={open({ delete: photo.id })}
        variant="critical"
        label={`Delete ${photo.title}`}
      >
        Delete
      </LinkButton>
    </InlineStack>,
  ]);
  return (
    <DataTable
      columnContentTypes={[
        ...(selectable ? ["text" as const] : []),
        "text",
        "text",
        "text",
        "text",
        "text",
        "text",
      ]}
      headings={[
        ...(selectable ? ["Select"] : []),
        "Photo",
        "Title",
        "Category",
        "Status",
        "Featured",
        "Actions",
      ]}
      rows={rows}
      verticalAlign="middle"
    />
  );
}
