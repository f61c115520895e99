import { useNavigate, useRevalidator, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { BlockStack, Card, InlineStack, Page } from "@shopify/polaris";
import type { ImportProgress } from "~/services/google-photos/import/import-worker.server";
import { AppFrame, type AppNavItem } from "~/ui/app-frame";
import { ImportProgressBar } from "~/ui/google-photos/import-progress";
import type { CategoryOption, CustomCategoryView, PhotoView } from "~/utils/photo-view";
import { CategoryManager } from "./category-manager";
import { AddToCollectionForm, type CollectionChoice } from "./collections/add-to-collection-form";
import { DeletePhotoDialog } from "./delete-photo-dialog";
import { EditPhotoDialog } from "./edit-photo-dialog";
import { NoMatchingPhotos, NoPhotosYet } from "./empty-photos";
import { LinkButton } from "./link-button";
import { PageTabs } from "./page-tabs";
import { PhotoFilters } from "./photo-filters";
import type { ActionResult } from "./photo-forms";
import { PhotoStats, type MyPhotoStats } from "./photo-stats";
import { PhotoTable } from "./photo-table";
import { UploadDialog } from "./upload-dialog";
import { useDialogLinks } from "./use-dialog-links";
import { useFileDrop } from "./use-file-drop";
import { useOptimisticPhotos } from "./use-optimistic-photos";

export interface MyPhotosData {
  nav: AppNavItem[];
  photos: PhotoView[];
  /** The photo an `?edit=`/`?delete=` address names, even when the filter hides it. */
  focusPhoto: PhotoView | null;
  stats: MyPhotoStats;
  categoryOptions: CategoryOption[];
  customCategories: CustomCategoryView[];
  filters: { category: string; q: string };
  /** The user's Google Photos import as the server saw it; the bar shows while one runs. */
  importProgress: ImportProgress;
  /** Their collections, for "Add to collection…" and the upload dialog. */
  collections: CollectionChoice[];
}

/**
 * docs/product.md#my-photos "My Photos page"; which dialog is open comes from the address
 * (dialog-urls).
 */
export function MyPhotosPage({
  data,
  failedUpload,
}: {
  data: MyPhotosData;
  failedUpload?: ActionResult["upload"];
}) {
  const [params] = useSearchParams();
  const { open } = useDialogLinks();
  // When a watched import ends, the page's data is read again so the new photos appear.
  const { revalidate } = useRevalidator();
  const { photos, stats } = useOptimisticPhotos(data.photos, data.stats);
  const custom = data.customCategories.map((c) => ({ id: c.categoryId, label: c.label }));
  const find = (id: string | null) =>
    (id &&
      (photos.find((p) => p.id === id) ?? (data.focusPhoto?.id === id ? data.focusPhoto : null))) ||
    null;
  const editId = params.get("edit");
  const deleteId = params.get("delete");
  const uploading = params.get("upload") === "true";
  // Photos dropped anywhere on the page open the upload dialog with them (with JavaScript).
  const navigate = useNavigate();
  const [dropped, setDropped] = useState<File[] | null>(null);
  const pageDrop = useFileDrop((files) => {
    setDropped(files);
    navigate(open({ upload: "true" }), { preventScrollReset: true });
  }, useHydrated() && !uploading);
  return (
    <AppFrame nav={data.nav}>
      <div {...pageDrop.handlers} className={pageDrop.over ? "mp-drop mp-drop--over" : undefined}>
        <Page
          title="My Photos"
          primaryAction={{ content: "Upload Photos", url: open({ upload: "true" }) }}
        >
          <BlockStack gap="500">
            <ImportProgressBar initial={data.importProgress} onFinished={revalidate} />
            <InlineStack align="space-between" blockAlign="center" gap="300">
              <PageTabs />
              {/* Not a Page secondary action: Polaris folds those into a menu that needs JavaScript. */}
              <InlineStack gap="200">
                <LinkButton to="/my-photos/arrange">Arrange Portfolio</LinkButton>
                <LinkButton to={open({ categories: "1" })}>Manage Categories</LinkButton>
              </InlineStack>
            </InlineStack>
            <UploadDialog
              open={uploading}
              categories={data.categoryOptions}
              collections={data.collections}
              failure={failedUpload}
              dropped={dropped}
              onDroppedTaken={() => setDropped(null)}
            />
            <EditPhotoDialog
              photoId={editId}
              photo={find(editId)}
              categories={data.categoryOptions}
            />
            <DeletePhotoDialog photoId={deleteId} photo={find(deleteId)} />
            <CategoryManager
              open={params.has("categories")}
              categories={data.customCategories}
              renamingId={params.get("renameCategory")}
            />
            <PhotoStats stats={stats} />
            {stats.total === 0 ? (
              <NoPhotosYet />
            ) : (
              <BlockStack gap="400">
                <Card>
                  <BlockStack gap="400">
                    <PhotoFilters
                      key={`${data.filters.category}|${data.filters.q}`}
                      category={data.filters.category}
                      query={data.filters.q}
                      custom={custom}
                    />
                    <AddToCollectionForm collections={data.collections} />
                  </BlockStack>
                </Card>
                {photos.length ? (
                  <Card padding="0">
                    <PhotoTable
                      photos={photos}
                      categories={data.categoryOptions}
                      selectable={data.collections.length > 0}
                    />
                  </Card>
                ) : (
                  <NoMatchingPhotos />
                )}
              </BlockStack>
            )}
          </BlockStack>
        </Page>
      </div>
    </AppFrame>
  );
}
