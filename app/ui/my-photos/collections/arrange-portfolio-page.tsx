import { BlockStack, Card, Page, Text } from "@shopify/polaris";
import { AppFrame, type AppNavItem } from "~/ui/app-frame";
import type { CollectionFormFailure } from "~/utils/collection-forms";
import type { PhotoView } from "~/utils/photo-view";
import { FormErrorBanner } from "../form-error-banner";
import { ArrangeList } from "./arrange-list";
import { BackLink } from "./back-link";
import { formError } from "./collection-form-error";

export interface ArrangePortfolioData {
  nav: AppNavItem[];
  photos: PhotoView[];
}

/** docs/product.md#arranging-photos "Arrange portfolio": the order of the photographer's portfolio. */
export function ArrangePortfolioPage({
  data,
  failure,
}: {
  data: ArrangePortfolioData;
  failure?: CollectionFormFailure;
}) {
  const error = formError(failure, "move");
  return (
    <AppFrame nav={data.nav}>
      <Page title="Arrange Portfolio">
        <BlockStack gap="400">
          <BackLink to="/my-photos">My Photos</BackLink>
          <Card>
            <BlockStack gap="400">
              <Text as="p" tone="subdued">
                The order visitors see your public photos in. Private photos keep their place but
                only you see them; photos you upload later come first until you move them.
              </Text>
              <FormErrorBanner errors={error ? [error] : undefined} />
              {data.photos.length ? (
                <ArrangeList
                  photos={data.photos}
                  saveUrl="/api/user/photos/order"
                  removable={false}
                  label="Portfolio photos, in order"
                />
              ) : (
                <Text as="p">No photos yet: upload some in My Photos first.</Text>
              )}
            </BlockStack>
          </Card>
        </BlockStack>
      </Page>
    </AppFrame>
  );
}
