import { Form, Link } from "@remix-run/react";
import { Banner, BlockStack, Button, InlineStack, Text } from "@shopify/polaris";
import { FileFields, type FileRef } from "./file-actions";
import { DELETE_INTENT, folderHref, type FolderPlace } from "./object-storage-links";

/**
 * The confirmation step of a deletion (`?confirm={key}`): a page of its own, so it works without
 * JavaScript; it says the deletion is permanent and cannot be undone
 * (docs/product.md#admin-dashboard).
 */
export function DeleteConfirmation({ file, place }: { file: FileRef; place: FolderPlace }) {
  return (
    <Banner tone="critical" title="Delete this file permanently?">
      <Form method="post">
        <BlockStack gap="300">
          <Text as="p">
            <span className="storage-key">{file.key}</span> will be permanently deleted from
            storage. This cannot be undone.
          </Text>
          <input type="hidden" name="intent" value={DELETE_INTENT} />
          <FileFields file={file} place={place} />
          <InlineStack gap="300" blockAlign="center">
            <Button submit variant="primary" tone="critical">
              Delete permanently
            </Button>
            <Link to={folderHref(place)} preventScrollReset>
              Cancel
            </Link>
          </InlineStack>
        </BlockStack>
      </Form>
    </Banner>
  );
}
