import { BlockStack, Card, InlineStack, Layout, Page, Text } from "@shopify/polaris";
import { AppFrame, type AppNavItem } from "~/ui/app-frame";
import type { PhotoView } from "~/utils/photo-view";
import { BackLink } from "../collections/back-link";
import { PhotoThumbnail } from "../photo-thumbnail";
import { CopyField } from "./copy-field";
import { TimeAgo } from "./link-times";

/** One guest's selection, as the selections service gives it (ADR 66). */
export interface SelectionRow {
  link: { id: string; label: string };
  guest: { id: string; name: string; email: string };
  sentAt: string | null;
  photos: { photoId: string; title: string; fileName: string; comment: string | null }[];
  lightroomFilter: string;
}

export interface SelectionsPageData {
  nav: AppNavItem[];
  collection: { id: string; title: string };
  selections: SelectionRow[];
  thumbnails: Record<string, PhotoView>;
  csvPath: string;
  now: string;
}

const photosText = (n: number) => `${n} ${n === 1 ? "photo" : "photos"}`;

/**
 * docs/product.md#share-links "Selections": what each guest chose through the collection's links,
 * with their comments, the file names as a Lightroom Classic filter to copy, and all of it as CSV.
 */
export function SelectionsPage({ data }: { data: SelectionsPageData }) {
  const { collection, selections } = data;
  return (
    <AppFrame nav={data.nav}>
      <Page title="Selections" subtitle={collection.title}>
        <Layout>
          <Layout.Section>
            <InlineStack align="space-between" blockAlign="center" gap="200">
              <BackLink to={`/my-photos/collections/${collection.id}`}>{collection.title}</BackLink>
              {selections.length ? (
                <a className="mp-button mp-button--secondary" href={data.csvPath} download>
                  Download CSV
                </a>
              ) : null}
            </InlineStack>
          </Layout.Section>
          <Layout.Section>
            {selections.length ? (
              <BlockStack gap="400">
                {selections.map((selection) => (
                  <GuestSelection
                    key={selection.guest.id}
                    selection={selection}
                    thumbnails={data.thumbnails}
                    now={data.now}
                  />
                ))}
              </BlockStack>
            ) : (
              <Card>
                <Text as="p" tone="subdued">
                  No selections yet. Guests choose favourites through a share link that allows them;
                  what they choose shows here.
                </Text>
              </Card>
            )}
          </Layout.Section>
        </Layout>
      </Page>
    </AppFrame>
  );
}

function GuestSelection({
  selection,
  thumbnails,
  now,
}: {
  selection: SelectionRow;
  thumbnails: Record<string, PhotoView>;
  now: string;
}) {
  const { guest, link, photos } = selection;
  return (
    <Card>
      <section aria-label={`Selection of ${guest.name}`}>
        <BlockStack gap="300">
          <BlockStack gap="100">
            <Text as="h2" variant="headingMd" breakWord>
              {`${guest.name} · ${photosText(photos.length)}`}
            </Text>
            <Text as="p" tone="subdued" breakWord>
              <a href={`mailto:${guest.email}`}>{guest.email}</a>
              {` · through “${link.label || "a link without a label"}” · `}
              {selection.sentAt ? (
                <>
                  Sent <TimeAgo at={selection.sentAt} now={now} />
                </>
              ) : (
                "Not sent yet"
              )}
            </Text>
          </BlockStack>
          {photos.length ? (
            <ul className="sl-favourites">
              {photos.map((photo) => (
                <li key={photo.photoId} className="sl-favourite">
                  {thumbnails[photo.photoId] ? (
                    <PhotoThumbnail photo={thumbnails[photo.photoId]!} />
                  ) : (
                    <span className="mp-thumb mp-thumb--empty" aria-hidden="true" />
                  )}
                  <BlockStack gap="100">
                    <Text as="p" fontWeight="semibold" breakWord>
                      {photo.title || photo.fileName}
                    </Text>
                    {photo.comment ? (
                      <Text as="p" breakWord>
                        {`“${photo.comment}”`}
                      </Text>
                    ) : null}
                  </BlockStack>
                </li>
              ))}
            </ul>
          ) : null}
          {selection.lightroomFilter ? (
            <CopyField
              label={`Lightroom filter for ${guest.name}`}
              value={selection.lightroomFilter}
              copied="Paste it into Lightroom Classic's Library filter (Text, Any searchable field)."
              multiline
            />
          ) : null}
        </BlockStack>
      </section>
    </Card>
  );
}
