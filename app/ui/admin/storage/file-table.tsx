import { Badge, BlockStack, DataTable, Text } from "@shopify/polaris";
import type { StorageFile } from "~/services/admin/storage/index.server";
import { formatBytes } from "~/utils/format-bytes";
import { FileActions } from "./file-actions";
import { modifiedAt } from "./format-dates";
import type { FolderPlace } from "./object-storage-links";

function DatabaseStatus({ file }: { file: StorageFile }) {
  if (!file.dbInfo) return <Badge tone="warning">Orphaned</Badge>;
  const { isPublic, isFeatured } = file.dbInfo;
  return (
    <BlockStack gap="050" inlineAlign="start">
      <Badge tone="success">In database</Badge>
      <Text as="span" variant="bodySm" tone="subdued">
        {`${isPublic ? "Public" : "Private"}${isFeatured ? ", featured" : ""}`}
      </Text>
    </BlockStack>
  );
}

/**
 * docs/product.md#admin-dashboard: key, size, modified date, type and database status, with each
 * file's actions.
 */
export function FileTable({ files, place }: { files: StorageFile[]; place: FolderPlace }) {
  return (
    <DataTable
      columnContentTypes={["text", "numeric", "text", "text", "text", "text"]}
      headings={["Key", "Size", "Modified", "Type", "Database", "Actions"]}
      verticalAlign="middle"
      rows={files.map((file) => [
        <span key="key" className="storage-key">
          {file.key}
        </span>,
        formatBytes(file.size),
        modifiedAt(file.lastModified),
        file.type,
        <DatabaseStatus key="db" file={file} />,
        <FileActions key="actions" file={file} place={place} />,
      ])}
    />
  );
}
