import { Link, useLocation, useNavigation } from "@remix-run/react";
import {
  Badge,
  BlockStack,
  Box,
  Card,
  InlineStack,
  SkeletonBodyText,
  Spinner,
  Text,
} from "@shopify/polaris";
import type { FolderPage } from "~/services/admin/storage/index.server";
import { formatBytes } from "~/utils/format-bytes";
import { DeleteConfirmation } from "./delete-confirmation";
import { FileTable } from "./file-table";
import { folderHref, type FolderPlace } from "./object-storage-links";
import { SummaryTiles } from "./summary-tiles";

/** True while a link or form of this tab loads another folder or page (JavaScript only). */
export function useFolderLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    navigation.state === "loading" &&
    navigation.location.pathname === location.pathname &&
    navigation.location.search !== location.search
  );
}

export function FolderLoading() {
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack gap="200" blockAlign="center">
          <Spinner size="small" accessibilityLabel="Loading storage contents" />
          <Text as="p">Loading storage contents…</Text>
        </InlineStack>
        <SkeletonBodyText lines={6} />
      </BlockStack>
    </Card>
  );
}

function Pages({ folder, place }: { folder: FolderPage; place: FolderPlace }) {
  const page = place.page ?? 1;
  if (!place.cursor && !folder.nextCursor) return null;
  return (
    <nav aria-label="Pages of files">
      <InlineStack gap="400" blockAlign="center">
        {place.cursor ? <Link to={folderHref({ user: place.user })}>First page</Link> : null}
        <Text as="span">{`Page ${page}`}</Text>
        {folder.nextCursor ? (
          <Link to={folderHref({ user: place.user, cursor: folder.nextCursor, page: page + 1 })}>
            Next page
          </Link>
        ) : null}
      </InlineStack>
    </nav>
  );
}

/** One user's folder: who and where, the summary tiles, the files a page at a time. */
export function FolderView({
  folder,
  place,
  confirmKey,
}: {
  folder: FolderPage;
  place: FolderPlace;
  confirmKey: string | null;
}) {
  const loading = useFolderLoading();
  const { summary } = folder;
  const confirming = confirmKey
    ? (folder.files.find((f) => f.key === confirmKey) ?? {
        key: confirmKey,
        name: confirmKey.split("/").at(-1) ?? confirmKey,
      })
    : null;
  return (
    <BlockStack gap="400">
      <Card>
        <BlockStack gap="200">
          <InlineStack gap="200" blockAlign="center">
            <Text as="h3" variant="headingMd">
              {folder.user?.name ?? "Deleted account"}
            </Text>
            {folder.user ? (
              <Badge tone={folder.user.role === "admin" ? "info" : undefined}>
                {folder.user.role === "admin" ? "Admin" : "User"}
              </Badge>
            ) : null}
          </InlineStack>
          <Text as="p">
            User ID: <span className="storage-key">{folder.userId}</span>
          </Text>
          <Text as="p">
            Storage folder: <span className="storage-key">{folder.folder}</span>
          </Text>
        </BlockStack>
      </Card>
      <SummaryTiles
        tiles={[
          { label: "Total files", value: summary.totalFiles },
          { label: "Total size", value: formatBytes(summary.totalSize) },
          { label: "Images", value: summary.images },
          { label: "In database", value: summary.inDatabase },
          { label: "Orphaned", value: summary.orphaned },
        ]}
      />
      {confirming ? <DeleteConfirmation file={confirming} place={place} /> : null}
      {loading ? (
        <FolderLoading />
      ) : (
        <Card padding="0">
          {folder.files.length ? (
            <FileTable files={folder.files} place={place} />
          ) : (
            <Box padding="400">
              <BlockStack gap="100">
                <Text as="h3" variant="headingMd">
                  No files
                </Text>
                <Text as="p">This folder is empty: nothing is stored for this user.</Text>
              </BlockStack>
            </Box>
          )}
        </Card>
      )}
      <Pages folder={folder} place={place} />
    </BlockStack>
  );
}
