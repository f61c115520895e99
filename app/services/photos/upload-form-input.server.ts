import { CHOSEN_SHA256_FIELD } from "~/utils/duplicate-photos";
import type { UploadedFile } from "./parse-upload.server";
import type { UploadPhotoInput } from "./upload-photo.server";

/**
 * An upload form's fields (docs/product.md#api-calls: image, title, category, description,
 * aiAltText, aiTags, plus the browser's EXIF block and IPTC/XMP, the chosen file's hash, and the
 * title to use when neither the form nor the file gives one) as the upload service takes them: the
 * one mapping for the API and the My Photos dialog.
 */
export function uploadInputFrom(
  fields: Record<string, string>,
  file: UploadedFile | null,
): UploadPhotoInput {
  return {
    file,
    title: fields.title,
    fallbackTitle: fields.fallbackTitle,
    category: fields.category,
    description: fields.description,
    aiAltText: fields.aiAltText,
    aiTags: fields.aiTags,
    exif: fields.exif,
    metadata: fields.metadata,
    chosenSha256: fields[CHOSEN_SHA256_FIELD],
  };
}
