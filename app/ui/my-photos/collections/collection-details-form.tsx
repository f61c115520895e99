import { Form, useNavigation } from "@remix-run/react";
import { BlockStack, Button, InlineStack, Select } from "@shopify/polaris";
import { useState } from "react";
import {
  COLLECTION_FIELDS,
  COLLECTION_INTENTS,
  type CollectionFormFailure,
} from "~/utils/collection-forms";
import type { PhotoView } from "~/utils/photo-view";
import { FormErrorBanner } from "../form-error-banner";
import { formError } from "./collection-form-error";
import { CollectionFields, type CollectionValues } from "./collection-fields";

export interface CollectionDetails extends CollectionValues {
  coverPhotoId: string | null;
  coverChosen: boolean;
}

interface Props {
  collection: CollectionDetails;
  photos: PhotoView[];
  failure?: CollectionFormFailure;
}

/** docs/product.md#my-photos "Edit a collection": title, address, description, visibility, cover. */
export function CollectionDetailsForm({ collection, photos, failure }: Props) {
  // After a refusal the form shows what was sent, not what is saved.
  const sent = failure?.form === "edit" ? failure.values : undefined;
  const [values, setValues] = useState<CollectionValues>({
    title: sent?.title ?? collection.title,
    slug: sent?.slug ?? collection.slug,
    description: sent?.description ?? collection.description,
    visibility: sent?.visibility ?? collection.visibility,
  });
  const savedCover = collection.coverChosen ? (collection.coverPhotoId ?? "") : "";
  const [cover, setCover] = useState(sent?.[COLLECTION_FIELDS.cover] ?? savedCover);
  const busy = useNavigation().formData?.get("intent") === COLLECTION_INTENTS.edit;
  const formWide = formError(failure, "edit");
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={COLLECTION_INTENTS.edit} />
      <BlockStack gap="400">
        <FormErrorBanner errors={formWide ? [formWide] : undefined} />
        <CollectionFields
          values={values}
          onChange={(name, value) => setValues((now) => ({ ...now, [name]: value }))}
          error={(field) => formError(failure, "edit", field)}
          withSlug
        />
        <Select
          label="Cover photo"
          name={COLLECTION_FIELDS.cover}
          options={[
            { label: "The first photo", value: "" },
            ...photos.map((photo) => ({ label: photo.title, value: photo.id })),
          ]}
          value={cover}
          onChange={setCover}
          error={formError(failure, "edit", COLLECTION_FIELDS.cover)}
        />
        <InlineStack align="end">
          <Button submit variant="primary" loading={busy}>
            Save Collection
          </Button>
        </InlineStack>
      </BlockStack>
    </Form>
  );
}
