import { getFormProps, useForm, useInputControl } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { BlockStack, Button, Card, InlineGrid, Text, TextField } from "@shopify/polaris";
import { useRef } from "react";
import { ConformTextField } from "~/ui/account/conform-text-field";
import {
  HERO_FILE_ACCEPT,
  HERO_FORMATS_TEXT,
  HERO_INTENT,
  heroUploadSchema,
} from "~/utils/hero-banner-schemas";
import { HERO_BANNERS_PATH } from "./hero-links";
import { useHeroReply } from "./use-hero-reply";

const fileChosen = (formData: FormData) => {
  const file = formData.get("image");
  return file instanceof File && file.size > 0;
};

/**
 * docs/product.md#admin-dashboard 'New banner': name (required), title (renames the file),
 * description, and an image file or an external URL. With JavaScript choosing one clears the other;
 * without it the server refuses both or neither with a message under the URL field.
 */
export function HeroUploadForm() {
  const navigation = useNavigation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [form, fields] = useForm({
    id: "hero-upload",
    lastResult: useHeroReply(HERO_INTENT.upload),
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: heroUploadSchema(fileChosen(formData)) }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const imageUrl = useInputControl(fields.imageUrl);
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === HERO_INTENT.upload;
  return (
    <Card>
      <Form
        method="post"
        action={HERO_BANNERS_PATH}
        encType="multipart/form-data"
        preventScrollReset
        {...getFormProps(form)}
      >
        <input type="hidden" name="intent" value={HERO_INTENT.upload} />
        <BlockStack gap="400">
          <Text as="h3" variant="headingMd">
            Upload a New Banner
          </Text>
          <InlineGrid columns={{ xs: 1, md: 2 }} gap="400">
            <ConformTextField meta={fields.name} label="Name (required)" />
            <ConformTextField
              meta={fields.title}
              label="Title (optional)"
              helpText="Shown with the banner; the file is renamed to it."
            />
          </InlineGrid>
          <ConformTextField meta={fields.description} label="Description" multiline />
          <div className="hero-upload-file">
            <label htmlFor="hero-upload-image">Image file</label>
            <input
              ref={fileInput}
              id="hero-upload-image"
              type="file"
              name="image"
              accept={HERO_FILE_ACCEPT}
              aria-describedby="hero-upload-formats"
              onChange={(event) => {
                if (event.currentTarget.files?.length) imageUrl.change("");
              }}
            />
            <Text as="p" tone="subdued" id="hero-upload-formats">
              {HERO_FORMATS_TEXT}
            </Text>
          </div>
          <TextField
            label="Or an image URL"
            id={fields.imageUrl.id}
            name={fields.imageUrl.name}
            type="url"
            value={imageUrl.value ?? ""}
            onChange={(value) => {
              imageUrl.change(value);
              if (value && fileInput.current) fileInput.current.value = "";
            }}
            onBlur={imageUrl.blur}
            error={fields.imageUrl.errors?.join(" ")}
            autoComplete="off"
            placeholder="https://"
            helpText="An image on a public web address: it is downloaded once and processed like a file."
          />
          <div>
            <Button submit variant="primary" loading={busy}>
              Upload Banner
            </Button>
          </div>
        </BlockStack>
      </Form>
    </Card>
  );
}
