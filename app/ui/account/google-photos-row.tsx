import { useRevalidator } from "@remix-run/react";
import { Badge, BlockStack, Button, InlineStack, List, Spinner, Text } from "@shopify/polaris";
import { useId, type ReactNode } from "react";
import type { GooglePhotosServiceView } from "~/services/account/account-view";
import { FEATURE_DISABLED_TEXT, STATUS_FAILED_TEXT } from "~/services/google-photos/messages";
import { GooglePhotosDisconnect, GooglePhotosRetry } from "./google-photos-actions";

export const CONNECT_PAGE_URL = "/account/google-photos/connect";
export const ALBUMS_PAGE_URL = "/account/google-photos/albums";

// UTC on the server and in the browser alike, so the hydrated text matches the rendered one.
const syncTime = new Intl.DateTimeFormat("en", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

type Connected = Extract<GooglePhotosServiceView, { state: "connected" }>;
type Refresh = () => void;

function ConnectedBody({ service, refresh }: { service: Connected; refresh: Refresh }) {
  return (
    <BlockStack gap="200">
      <Text as="p" tone="subdued">
        {service.lastSync ? (
          <>
            Last sync:{" "}
            <time dateTime={service.lastSync}>
              {syncTime.format(new Date(service.lastSync))} UTC
            </time>
          </>
        ) : (
          "No photos imported yet."
        )}
      </Text>
      {service.errors.length ? (
        <BlockStack gap="100">
          <Text as="h4" variant="headingXs" tone="critical">
            Import errors
          </Text>
          <List type="bullet">
            {service.errors.map((error, index) => (
              <List.Item key={index}>{error}</List.Item>
            ))}
          </List>
        </BlockStack>
      ) : null}
      <InlineStack gap="200" blockAlign="center">
        <Button url={CONNECT_PAGE_URL} variant="primary">
          Import Photos
        </Button>
        <Button url={ALBUMS_PAGE_URL}>Choose Albums</Button>
        <GooglePhotosDisconnect refresh={refresh} />
      </InlineStack>
    </BlockStack>
  );
}

interface StatusProps {
  service: GooglePhotosServiceView;
  /** The status is being read again (JavaScript only). */
  loading: boolean;
  /** Reads the status again without a full reload. */
  refresh: Refresh;
}

function Body({ service, loading, refresh }: StatusProps) {
  if (loading) {
    return (
      <InlineStack gap="200" blockAlign="center">
        <Spinner size="small" accessibilityLabel="Loading" />
        <Text as="p" tone="subdued">
          Loading Google Photos status…
        </Text>
      </InlineStack>
    );
  }
  switch (service.state) {
    case "unavailable":
      return (
        <Text as="p" tone="subdued">
          {FEATURE_DISABLED_TEXT}
        </Text>
      );
    case "failed":
      return (
        <InlineStack gap="200" blockAlign="center">
          <Text as="p" tone="critical">
            {STATUS_FAILED_TEXT}
          </Text>
          <GooglePhotosRetry refresh={refresh} />
        </InlineStack>
      );
    case "not-connected":
      return (
        <InlineStack align="space-between" gap="200" blockAlign="center">
          <Text as="p" tone="subdued">
            Import photos you pick in Google Photos into your portfolio.
          </Text>
          <Button url={service.connectUrl} variant="primary">
            Connect
          </Button>
        </InlineStack>
      );
    case "connected":
      return <ConnectedBody service={service} refresh={refresh} />;
  }
}

const BADGES: Record<GooglePhotosServiceView["state"], ReactNode> = {
  unavailable: <Badge>Unavailable</Badge>,
  failed: <Badge tone="critical">Status unknown</Badge>,
  "not-connected": <Badge>Not connected</Badge>,
  connected: <Badge tone="success">Connected</Badge>,
};

/**
 * docs/product.md#account-page 'Photo-library panel': loading (while the status is read again with
 * JavaScript), error with Retry, connected (import, albums, disconnect) and not connected (Connect
 * starts consent).
 */
export function GooglePhotosStatus({ service, loading, refresh }: StatusProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={loading}>
      <BlockStack gap="200">
        <InlineStack gap="200" blockAlign="center">
          <Text as="h3" variant="headingSm" id={headingId}>
            {service.name}
          </Text>
          {loading ? null : BADGES[service.state]}
        </InlineStack>
        <Body service={service} loading={loading} refresh={refresh} />
      </BlockStack>
    </section>
  );
}

/** The panel on the account page: the status comes from its loader, read again by revalidation. */
export function GooglePhotosRow({ service }: { service: GooglePhotosServiceView }) {
  const revalidator = useRevalidator();
  return (
    <GooglePhotosStatus
      service={service}
      loading={revalidator.state === "loading"}
      refresh={revalidator.revalidate}
    />
  );
}
