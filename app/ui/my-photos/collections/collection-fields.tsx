import { Select, TextField } from "@shopify/polaris";
import { COLLECTION_FIELDS, VISIBILITY_OPTIONS } from "~/utils/collection-forms";

const visibilityChoices = VISIBILITY_OPTIONS.map((option) => ({
  label: `${option.label}: ${option.help}`,
  value: option.value,
}));

export type CollectionFieldName = Exclude<keyof typeof COLLECTION_FIELDS, "cover">;
export type CollectionValues = Record<CollectionFieldName, string>;

interface CollectionFieldsProps {
  values: CollectionValues;
  onChange: (name: CollectionFieldName, value: string) => void;
  /** The server's refusal for a field, if it was about that one. */
  error: (name: string) => string | undefined;
  /** A new collection's address is made from its title; an existing one's can be edited. */
  withSlug: boolean;
}

/** The fields a new and an edited collection share (docs/product.md#my-photos). */
export function CollectionFields({ values, onChange, error, withSlug }: CollectionFieldsProps) {
  const text = (name: CollectionFieldName) => ({
    name: COLLECTION_FIELDS[name],
    value: values[name],
    onChange: (value: string) => onChange(name, value),
    error: error(COLLECTION_FIELDS[name]),
    autoComplete: "off",
  });
  return (
    <>
      <TextField label="Title" {...text("title")} requiredIndicator />
      {withSlug ? (
        <TextField
          label="Address"
          {...text("slug")}
          helpText="The end of the collection's address on your portfolio. Changing it breaks links already shared."
        />
      ) : null}
      <TextField label="Description" {...text("description")} multiline={3} />
      <Select
        label="Visibility"
        name={COLLECTION_FIELDS.visibility}
        options={visibilityChoices}
        value={values.visibility}
        onChange={(value) => onChange("visibility", value)}
        error={error(COLLECTION_FIELDS.visibility)}
      />
    </>
  );
}
