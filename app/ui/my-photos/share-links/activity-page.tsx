import { BlockStack, Card, Layout, Page, Text } from "@shopify/polaris";
import { AppFrame, type AppNavItem } from "~/ui/app-frame";
import { BackLink } from "../collections/back-link";
import { exactText, TimeAgo } from "./link-times";
import { linkName, type LinkRow } from "./link-row-view";

export interface ActivityPageData {
  nav: AppNavItem[];
  collection: { id: string; title: string };
  link: LinkRow;
  activity: { kind: string; at: string; address: string }[];
  now: string;
}

const KIND_TEXT: Record<string, string> = {
  view: "Viewed",
  download: "Downloaded",
  favourite: "Favourites changed",
  "wrong-password": "Wrong password",
};

/**
 * docs/product.md#share-links "Activity": what happened through one link in the last 90 days,
 * newest first, each with its time and the client's network (never a full address, ADR 66).
 */
export function ActivityPage({ data }: { data: ActivityPageData }) {
  const { collection, link, activity, now } = data;
  const name = linkName(link);
  return (
    <AppFrame nav={data.nav}>
      <Page title={`Activity of ${name}`} subtitle={collection.title}>
        <Layout>
          <Layout.Section>
            <BackLink to={`/my-photos/collections/${collection.id}/links`}>Share links</BackLink>
          </Layout.Section>
          <Layout.Section>
            <Card>
              <BlockStack gap="300">
                <Text as="p" tone="subdued">
                  The last 90 days, newest first. Addresses are cut to their network (/24 for IPv4,
                  /48 for IPv6), so no client is named.
                </Text>
                {activity.length ? (
                  <table className="sl-activity">
                    <caption className="sl-visually-hidden">{`Activity of ${name}`}</caption>
                    <thead>
                      <tr>
                        <th scope="col">What</th>
                        <th scope="col">When</th>
                        <th scope="col">Network</th>
                      </tr>
                    </thead>
                    <tbody>
                      {activity.map((entry, index) => (
                        <tr key={`${entry.at}-${index}`}>
                          <td>{KIND_TEXT[entry.kind] ?? entry.kind}</td>
                          <td>
                            <TimeAgo at={entry.at} now={now} />
                            <span className="sl-visually-hidden">{` (${exactText(entry.at)})`}</span>
                          </td>
                          <td>{entry.address}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : (
                  <Text as="p">Nothing yet: no one has opened this link.</Text>
                )}
              </BlockStack>
            </Card>
          </Layout.Section>
        </Layout>
      </Page>
    </AppFrame>
  );
}
