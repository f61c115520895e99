import {
  Badge,
  Banner,
  BlockStack,
  Button,
  Card,
  InlineStack,
  List,
  Page,
  Text,
} from "@shopify/polaris";
import { useEffect, useState } from "react";
import type {
  ConnectActionResult,
  ConnectPageData,
} from "~/services/google-photos/connect-page.server";
import {
  CHECK_FAILED_TITLE,
  CONNECT_PAGE_FAILED_TITLE,
  FEATURE_DISABLED_TEXT,
  TRY_RECONNECTING,
} from "~/services/google-photos/messages";
import { toast } from "../toast-store";
import { SelectPhotosCard } from "./connect-picker";
import { ImportProgressBar } from "./import-progress";

export const CONNECT_START_URL = "/api/auth/google/photos/start?from=connect";

/** A fixed rendering (UTC), so the server's HTML and the browser's agree. */
function lastSyncText(lastSync: string | null): string {
  if (!lastSync) return "No photos imported yet.";
  const at = new Date(lastSync).toISOString().slice(0, 16).replace("T", " ");
  return `Last import: ${at} UTC.`;
}

function ConnectionCard({ page }: { page: ConnectPageData }) {
  const connected = page.connection === "connected";
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack gap="200" blockAlign="center">
          <Text as="h2" variant="headingMd">
            Google Photos
          </Text>
          {page.connection === "unavailable" ? null : (
            <Badge tone={connected ? "success" : undefined}>
              {connected ? "Connected" : "Not connected"}
            </Badge>
          )}
        </InlineStack>
        {page.connection === "unavailable" ? (
          <Banner tone="warning" title="Google Photos is unavailable">
            <p>{FEATURE_DISABLED_TEXT}</p>
          </Banner>
        ) : null}
        {page.connection === "check_failed" ? (
          <Banner
            tone="critical"
            title={CHECK_FAILED_TITLE}
            action={{ content: TRY_RECONNECTING, url: CONNECT_START_URL }}
          >
            <p>The connection could not be checked, so it may need connecting again.</p>
          </Banner>
        ) : null}
        {connected ? <Text as="p">{lastSyncText(page.lastSync)}</Text> : null}
      </BlockStack>
    </Card>
  );
}

function AboutImportCard() {
  return (
    <Card>
      <BlockStack gap="200">
        <Text as="h2" variant="headingMd">
          What importing does
        </Text>
        <List>
          <List.Item>
            The photos you choose are copied into My Photos, private by default: nobody sees them
            until you make them public.
          </List.Item>
          <List.Item>
            Each original is processed like an upload: sized for the web, with its date and camera
            details kept.
          </List.Item>
          <List.Item>Location (GPS) data is never kept in the files Viewfinder serves.</List.Item>
          <List.Item>Photos you have imported before are not imported twice.</List.Item>
        </List>
      </BlockStack>
    </Card>
  );
}

function PermissionCard() {
  return (
    <Card>
      <BlockStack gap="200">
        <Text as="h2" variant="headingMd">
          What Google is asked for
        </Text>
        <Text as="p">
          Connecting asks Google for read-only access to the photos you choose with the Google
          Photos picker (and to albums Viewfinder itself created). Viewfinder cannot browse the rest
          of your library and never changes or deletes anything in Google Photos. You can disconnect
          at any time on your account page.
        </Text>
      </BlockStack>
    </Card>
  );
}

function IssuesCard({ issues }: { issues: string[] }) {
  if (!issues.length) return null;
  return (
    <Card>
      <BlockStack gap="200">
        <Text as="h2" variant="headingMd">
          Connection issues
        </Text>
        <List>
          {issues.map((issue, index) => (
            <List.Item key={index}>{issue}</List.Item>
          ))}
        </List>
      </BlockStack>
    </Card>
  );
}

/**
 * docs/product.md#google-photos-pages 'Photo-library connect page': info, permission notice,
 * connection issues, Back and Connect; connected, 'Select Photos'. Without credentials it says the
 * integration is unavailable and offers no Connect. A failed status check assumes a connection is
 * needed.
 */
export function ConnectScreen({
  page,
  result,
}: {
  page: ConnectPageData;
  result: ConnectActionResult | undefined;
}) {
  const [progress, setProgress] = useState(page.progress);
  useEffect(() => setProgress(page.progress), [page.progress]);
  // With JavaScript a failed consent is also a toast (docs/product.md#error-catalogue); the issues
  // list says it in both.
  useEffect(() => {
    if (page.consentError) {
      toast({
        title: CONNECT_PAGE_FAILED_TITLE,
        description: page.consentError,
        variant: "destructive",
      });
    }
  }, [page.consentError]);
  const connected = page.connection === "connected";
  const canConnect = page.connection === "not_connected" || page.connection === "check_failed";
  // Connected but with issues (a grant Google no longer honours): connecting again is the cure.
  const canReconnect = connected && page.issues.length > 0;
  return (
    <Page title="Connect Google Photos">
      <BlockStack gap="400">
        <ConnectionCard page={page} />
        <IssuesCard issues={page.issues} />
        <ImportProgressBar initial={progress} showFinished />
        {connected ? (
          <SelectPhotosCard picker={page.picker} result={result} onEnded={setProgress} />
        ) : null}
        <AboutImportCard />
        <PermissionCard />
        <InlineStack gap="200">
          <Button url="/account">Back</Button>
          {canConnect ? (
            <Button variant="primary" url={CONNECT_START_URL}>
              Connect
            </Button>
          ) : null}
          {canReconnect ? <Button url={CONNECT_START_URL}>Reconnect</Button> : null}
        </InlineStack>
      </BlockStack>
    </Page>
  );
}
