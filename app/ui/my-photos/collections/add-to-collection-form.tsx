import { Form, Link, useNavigation } from "@remix-run/react";
import { Button, Select, Text } from "@shopify/polaris";
import { useEffect, useRef, useState } from "react";
import { INTENTS } from "../photo-forms";

/** The table's checkboxes belong to this form through their `form` attribute. */
export const ADD_TO_COLLECTION_FORM = "add-to-collection";

export interface CollectionChoice {
  id: string;
  title: string;
}

/**
 * docs/product.md#my-photos "Add to collection…": the photos ticked in the table join the chosen
 * collection, after its photos. A plain form, so it works without JavaScript; with it the ticks
 * are cleared once the photos are added.
 */
export function AddToCollectionForm({ collections }: { collections: CollectionChoice[] }) {
  const [collectionId, setCollectionId] = useState("");
  const navigation = useNavigation();
  const sending = navigation.formData?.get("intent") === INTENTS.addToCollection;
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending) {
      const ticked = document.querySelectorAll<HTMLInputElement>(
        `input[form="${ADD_TO_COLLECTION_FORM}"]:checked`,
      );
      ticked.forEach((box) => (box.checked = false));
    }
    wasSending.current = sending;
  }, [sending]);
  if (!collections.length) {
    return (
      <Text as="p" tone="subdued">
        Group photos into a series: <Link to="/my-photos/collections">create a collection</Link>,
        then select photos here to add them.
      </Text>
    );
  }
  return (
    <Form
      method="post"
      id={ADD_TO_COLLECTION_FORM}
      preventScrollReset
      className="mp-add-to-collection"
    >
      <input type="hidden" name="intent" value={INTENTS.addToCollection} />
      <div className="mp-grow">
        <Select
          label="Add the selected photos to"
          name="collectionId"
          options={[
            { label: "Choose a collection…", value: "" },
            ...collections.map((c) => ({ label: c.title, value: c.id })),
          ]}
          value={collectionId}
          onChange={setCollectionId}
        />
      </div>
      <Button submit loading={sending}>
        Add to collection
      </Button>
    </Form>
  );
}

/** The table's first column: this photo is one of those to add. */
export function SelectPhotoBox({ id, title }: { id: string; title: string }) {
  return (
    <input
      type="checkbox"
      className="mp-select-photo"
      name="photoIds"
      value={id}
      form={ADD_TO_COLLECTION_FORM}
      aria-label={`Select ${title}`}
    />
  );
}
