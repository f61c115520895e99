import { Banner, BlockStack, Text } from "@shopify/polaris";
import type { FolderPage, StorageUser } from "~/services/admin/storage/index.server";
import { FolderLoading, FolderView, useFolderLoading } from "./folder-view";
import type { FolderPlace } from "./object-storage-links";
import { UserPicker } from "./user-picker";

export interface ObjectStorageData {
  users: StorageUser[];
  place: FolderPlace | null;
  folder: FolderPage | null;
  /** Why the folder could not be listed. */
  error: string | null;
  confirmKey: string | null;
}

/** docs/product.md#admin-dashboard 'Object Storage browser'. */
export function ObjectStorageTab({ data }: { data: ObjectStorageData }) {
  const { users, place, folder, error, confirmKey } = data;
  const loading = useFolderLoading();
  return (
    <BlockStack gap="400">
      <Text as="h2" variant="headingLg">
        Object Storage
      </Text>
      <UserPicker users={users} selected={place?.user ?? null} />
      {error ? (
        <Banner tone="critical" title="Failed to load storage contents">
          <p>{error}</p>
        </Banner>
      ) : null}
      {folder && place ? (
        <FolderView folder={folder} place={place} confirmKey={confirmKey} />
      ) : null}
      {!folder && loading ? <FolderLoading /> : null}
      {!place && !loading ? (
        <Text as="p" tone="subdued">
          Choose a user to see the files in their storage folder.
        </Text>
      ) : null}
    </BlockStack>
  );
}
