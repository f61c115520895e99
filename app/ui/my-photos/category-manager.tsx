import { useFetcher } from "@remix-run/react";
import { BlockStack, Text } from "@shopify/polaris";
import { toast } from "~/ui/toast-store";
import type { CustomCategoryView } from "~/utils/photo-view";
import { CategoryRow } from "./category-row";
import { CreateCategoryForm } from "./create-category-form";
import { DialogFrame } from "./dialog-frame";
import type { ActionResult } from "./photo-forms";
import { useFetcherResult } from "./use-fetcher-result";

interface CategoryManagerProps {
  open: boolean;
  categories: CustomCategoryView[];
  /** The category being renamed (`?renameCategory=`), if any. */
  renamingId: string | null;
}

/** docs/product.md#my-photos "Manage Custom Categories": list, create, rename inline, delete. */
export function CategoryManager({ open, categories, renamingId }: CategoryManagerProps) {
  // One fetcher for deletions, held here: a deleted row unmounts before it could toast.
  const deletion = useFetcher<ActionResult>({ key: "delete-category" });
  useFetcherResult(deletion, (answer) => answer.toast && toast(answer.toast));
  return (
    <DialogFrame open={open} title="Manage Custom Categories">
      <BlockStack gap="500">
        <CreateCategoryForm />
        <BlockStack gap="200">
          <Text as="h3" variant="headingSm">
            Your categories
          </Text>
          {categories.length ? (
            <ul className="mp-category-list">
              {categories.map((category) => (
                <CategoryRow
                  key={category.id}
                  category={category}
                  renaming={category.id === renamingId}
                  deletion={deletion}
                />
              ))}
            </ul>
          ) : (
            <Text as="p" tone="subdued">
              No custom categories yet.
            </Text>
          )}
        </BlockStack>
      </BlockStack>
    </DialogFrame>
  );
}
