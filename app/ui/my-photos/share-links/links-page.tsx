import { useSearchParams } from "@remix-run/react";
import { BlockStack, Card, Layout, Page, Text } from "@shopify/polaris";
import { AppFrame, type AppNavItem } from "~/ui/app-frame";
import type { CollectionFormFailure } from "~/utils/collection-forms";
import { BackLink } from "../collections/back-link";
import { CreatedLinkNotice } from "./created-link-notice";
import { EditLinkDialog } from "./edit-link-dialog";
import { LinkList } from "./link-list";
import type { LinkRow } from "./link-row-view";
import { NewLinkForm } from "./new-link-form";
import { RevokeLinkDialog } from "./revoke-link-dialog";

export interface LinksPageData {
  nav: AppNavItem[];
  collection: { id: string; title: string };
  links: LinkRow[];
  now: string;
}

export type LinksPageAnswer =
  { ok: true; created: { id: string; label: string; address: string } } | CollectionFormFailure;

/**
 * docs/product.md#share-links "Share links of a collection": the links with their use, a new
 * link's form, and Edit and Revoke (dialogs by address, so they work without JavaScript).
 */
export function LinksPage({ data, answer }: { data: LinksPageData; answer?: LinksPageAnswer }) {
  const { collection, links, now } = data;
  const [params] = useSearchParams();
  const failure = answer && !answer.ok ? answer : undefined;
  const created = answer?.ok ? answer.created : null;
  const live = (id: string | null) => links.find((link) => link.id === id && !link.revokedAt);
  // Revoking asks of a live link; deleting for good, of a revoked one: the same dialog.
  const any = (id: string | null) => links.find((link) => link.id === id);
  const basePath = `/my-photos/collections/${collection.id}/links`;
  return (
    <AppFrame nav={data.nav}>
      <Page title="Share links" subtitle={collection.title}>
        <EditLinkDialog link={live(params.get("edit")) ?? null} failure={failure} />
        <RevokeLinkDialog link={any(params.get("delete")) ?? null} failure={failure} />
        <Layout>
          <Layout.Section>
            <BackLink to={`/my-photos/collections/${collection.id}`}>{collection.title}</BackLink>
          </Layout.Section>
          {created ? (
            <Layout.Section>
              <CreatedLinkNotice created={created} />
            </Layout.Section>
          ) : null}
          <Layout.Section>
            <Card>
              <BlockStack gap="400">
                <Text as="h2" variant="headingMd">
                  {`Links (${links.filter((link) => !link.revokedAt).length})`}
                </Text>
                <LinkList links={links} now={now} basePath={basePath} />
              </BlockStack>
            </Card>
          </Layout.Section>
          <Layout.Section variant="oneThird">
            <Card>
              <BlockStack gap="400">
                <Text as="h2" variant="headingMd">
                  New link
                </Text>
                <NewLinkForm key={created?.id ?? "new"} failure={failure} />
              </BlockStack>
            </Card>
          </Layout.Section>
        </Layout>
      </Page>
    </AppFrame>
  );
}
