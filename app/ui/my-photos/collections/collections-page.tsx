import { useSearchParams } from "@remix-run/react";
import { BlockStack, Box, Card, InlineStack, Page, Text } from "@shopify/polaris";
import { AppFrame, type AppNavItem } from "~/ui/app-frame";
import type { CollectionFormFailure } from "~/utils/collection-forms";
import { EmptyCard } from "../empty-photos";
import { LinkButton } from "../link-button";
import { PageTabs } from "../page-tabs";
import { CollectionTable, type CollectionRow } from "./collection-table";
import { DeleteCollectionDialog } from "./delete-collection-dialog";
import { NewCollectionDialog } from "./new-collection-dialog";
import { useDialogLinks } from "../use-dialog-links";

export interface CollectionsPageData {
  nav: AppNavItem[];
  collections: CollectionRow[];
}

const count = (n: number) => `${n} ${n === 1 ? "collection" : "collections"}`;

/**
 * docs/product.md#my-photos "Collections tab": the photographer's collections in their order;
 * New Collection and Delete open by address (`?newCollection=1`, `?deleteCollection=`), so they
 * work without JavaScript.
 */
export function CollectionsPage({
  data,
  failure,
}: {
  data: CollectionsPageData;
  failure?: CollectionFormFailure;
}) {
  const [params] = useSearchParams();
  const { open } = useDialogLinks();
  const deleting = data.collections.find((c) => c.id === params.get("deleteCollection")) ?? null;
  const creating = params.has("newCollection") || failure?.form === "create";
  return (
    <AppFrame nav={data.nav}>
      <Page
        title="Collections"
        primaryAction={{ content: "New Collection", url: open({ newCollection: "1" }) }}
      >
        <BlockStack gap="500">
          <InlineStack align="space-between" blockAlign="center" gap="300">
            <PageTabs current="Collections" />
            <InlineStack gap="200">
              <LinkButton to="/my-photos/arrange">Arrange Portfolio</LinkButton>
            </InlineStack>
          </InlineStack>
          <NewCollectionDialog open={creating} failure={failure} />
          <DeleteCollectionDialog collection={deleting} />
          {data.collections.length ? (
            <Card padding="0">
              <Box padding="400">
                <Text as="p" tone="subdued">
                  {`${count(data.collections.length)}. Add photos from the My Photos list: select them, then "Add to collection".`}
                </Text>
              </Box>
              <CollectionTable collections={data.collections} />
            </Card>
          ) : (
            <NoCollectionsYet />
          )}
        </BlockStack>
      </Page>
    </AppFrame>
  );
}

function NoCollectionsYet() {
  const { open } = useDialogLinks();
  return (
    <EmptyCard
      title="No collections yet"
      text="Group photos into a series (a wedding, a trip, a project) and arrange them in your own order."
      action={{ label: "New Collection", to: open({ newCollection: "1" }) }}
    />
  );
}
