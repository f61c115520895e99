import { BlockStack, Text } from "@shopify/polaris";
import { toast } from "~/ui/toast-store";
import { UPLOAD_COLLECTIONS_FIELD } from "~/utils/collection-forms";
import type { CollectionChoice } from "./add-to-collection-form";
import { withAdded } from "~/utils/photo-order";

/**
 * docs/product.md#my-photos "Upload Photos": the collections the new photo joins, none ticked at
 * first. Plain checkboxes: posted with the form without JavaScript; read from it with.
 */
export function UploadCollectionsField({ collections }: { collections: CollectionChoice[] }) {
  if (!collections.length) return null;
  return (
    <fieldset className="mp-fieldset">
      <legend>
        <Text as="span">Add to collections</Text>
      </legend>
      <BlockStack gap="100">
        <ul className="mp-checkbox-list">
          {collections.map((collection) => (
            <li key={collection.id}>
              <label>
                <input type="checkbox" name={UPLOAD_COLLECTIONS_FIELD} value={collection.id} />
                <span>{collection.title}</span>
              </label>
            </li>
          ))}
        </ul>
      </BlockStack>
    </fieldset>
  );
}

/** The collections ticked in `form` when it was sent. */
export const tickedCollections = (form: HTMLFormElement) =>
  new FormData(form).getAll(UPLOAD_COLLECTIONS_FIELD).map(String);

/**
 * With JavaScript: the uploaded photo joins each ticked collection through the collections API,
 * after its photos (one read, one PUT of the whole list each). A failure is toasted; the photo
 * stays uploaded.
 */
export async function addToCollections(photoId: string, collectionIds: string[]) {
  for (const id of collectionIds) {
    const url = `/api/collections/${encodeURIComponent(id)}`;
    try {
      const current = await fetch(url, { headers: { Accept: "application/json" } });
      if (!current.ok) throw new Error(String(current.status));
      const { photoIds, title } = (await current.json()) as { photoIds: string[]; title: string };
      const saved = await fetch(`${url}/photos`, {
        method: "PUT",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ photoIds: withAdded(photoIds, [photoId]) }),
      });
      if (!saved.ok) throw new Error(`${title}: ${saved.status}`);
    } catch {
      toast({
        title: "Not added to collection",
        description:
          "The photo was uploaded, but could not be added to a collection. Add it from the list.",
        variant: "destructive",
      });
    }
  }
}
