import { BlockStack, Card, InlineStack, Layout, Page, Text } from "@shopify/polaris";
import { Link, useSearchParams } from "@remix-run/react";
import { AppFrame, type AppNavItem } from "~/ui/app-frame";
import type { CollectionFormFailure } from "~/utils/collection-forms";
import { visibilityLabel } from "~/utils/collection-forms";
import type { PhotoView } from "~/utils/photo-view";
import { LinkButton } from "../link-button";
import { useDialogLinks } from "../use-dialog-links";
import { ArrangeList } from "./arrange-list";
import { BackLink } from "./back-link";
import { CollectionDetailsForm, type CollectionDetails } from "./collection-details-form";
import { DeleteCollectionDialog } from "./delete-collection-dialog";
import { FormErrorBanner } from "../form-error-banner";
import { formError } from "./collection-form-error";
import { ShareLinksCard } from "../share-links/share-links-card";

export interface CollectionPageData {
  nav: AppNavItem[];
  collection: CollectionDetails & { id: string; photoCount: number };
  photos: PhotoView[];
  /** The collection's public address, shown when visitors may open it. */
  publicUrl: string;
}

const photosText = (n: number) => `${n} ${n === 1 ? "photo" : "photos"}`;

/**
 * docs/product.md#my-photos "A collection": its details, and its photos to arrange or remove
 * (docs/product.md#arranging-photos).
 */
export function CollectionPage({
  data,
  failure,
}: {
  data: CollectionPageData;
  failure?: CollectionFormFailure;
}) {
  const { collection, photos } = data;
  const [params] = useSearchParams();
  const { open } = useDialogLinks();
  const listError = formError(failure, "move") ?? formError(failure, "remove");
  return (
    <AppFrame nav={data.nav}>
      <Page
        title={collection.title}
        subtitle={`${visibilityLabel(collection.visibility)} · ${photosText(photos.length)}`}
      >
        <DeleteCollectionDialog collection={params.has("deleteCollection") ? collection : null} />
        <Layout>
          <Layout.Section>
            <BackLink to="/my-photos/collections">All collections</BackLink>
          </Layout.Section>
          <Layout.Section>
            <Card>
              <BlockStack gap="400">
                <InlineStack align="space-between" blockAlign="center" gap="200">
                  <Text as="h2" variant="headingMd">
                    {`Photos (${photos.length})`}
                  </Text>
                  <LinkButton to="/my-photos">Add Photos</LinkButton>
                </InlineStack>
                <FormErrorBanner errors={listError ? [listError] : undefined} />
                {photos.length ? (
                  <>
                    <Text as="p" tone="subdued">
                      Drag a photo by its handle, or give it a position and press Move. The order is
                      saved at once.
                    </Text>
                    <ArrangeList
                      photos={photos}
                      saveUrl={`/api/collections/${collection.id}/photos`}
                      removable
                      label={`Photos of ${collection.title}, in order`}
                    />
                  </>
                ) : (
                  <Text as="p" tone="subdued">
                    No photos yet. In My Photos, select photos in the list and choose &quot;Add to
                    collection&quot;.
                  </Text>
                )}
              </BlockStack>
            </Card>
          </Layout.Section>
          <Layout.Section variant="oneThird">
            <BlockStack gap="400">
              <Card>
                <BlockStack gap="400">
                  <Text as="h2" variant="headingMd">
                    Details
                  </Text>
                  <CollectionDetailsForm
                    key={`${collection.title}|${collection.slug}|${collection.visibility}|${collection.coverPhotoId}`}
                    collection={collection}
                    photos={photos}
                    failure={failure}
                  />
                  {collection.visibility === "private" ? null : (
                    <Text as="p" breakWord>
                      <Link to={data.publicUrl}>{`View it at ${data.publicUrl}`}</Link>
                    </Text>
                  )}
                  <InlineStack align="end">
                    <LinkButton to={open({ deleteCollection: collection.id })} variant="critical">
                      Delete Collection
                    </LinkButton>
                  </InlineStack>
                </BlockStack>
              </Card>
              <ShareLinksCard collectionId={collection.id} />
            </BlockStack>
          </Layout.Section>
        </Layout>
      </Page>
    </AppFrame>
  );
}
