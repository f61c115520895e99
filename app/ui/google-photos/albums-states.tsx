import { Banner, BlockStack, Button, Card, SkeletonBodyText, Text } from "@shopify/polaris";
import { useEffect } from "react";
import {
  ALBUMS_PAGE as ALBUMS_PAGE_URL,
  ALBUMS_START as ALBUMS_START_URL,
  CONNECT_PAGE as CONNECT_PAGE_URL,
} from "~/services/google-photos/albums-paths";
import {
  ALBUMS_FAILED_TITLE,
  FEATURE_DISABLED_TEXT,
  STATUS_FAILED_TEXT,
} from "~/services/google-photos/messages";

/** docs/product.md#constants-and-limits: the connect redirect waits 1 s. */
export const CONNECT_REDIRECT_MS = 1000;

/**
 * What Google permits, in plain words: since 31 March 2025 an app may read only the albums and
 * photos it created itself, so the picker is how a user brings in their own photos.
 */
export function GooglePolicyNote() {
  return (
    <Banner tone="info" title="What Google lets Viewfinder see">
      <BlockStack gap="200">
        <p>
          Since 31 March 2025, Google Photos shows apps like Viewfinder only the albums and photos
          that the app created itself. Albums you made in Google Photos are not listed here, and for
          most people this page stays empty.
        </p>
        <p>
          To import your own photos, use <strong>Select Photos</strong>: Google&apos;s picker lets
          you choose any photos from your library.
        </p>
        <div>
          <Button url={CONNECT_PAGE_URL}>Select Photos</Button>
        </div>
      </BlockStack>
    </Banner>
  );
}

export function CheckingConnection() {
  return (
    <Card>
      <BlockStack gap="300">
        <p aria-live="polite">Checking your Google Photos connection…</p>
        <SkeletonBodyText lines={2} />
      </BlockStack>
    </Card>
  );
}

export function LoadingAlbums() {
  return (
    <Card>
      <BlockStack gap="300">
        <p aria-live="polite">Loading your albums…</p>
        <ul className="albums-grid" aria-hidden="true">
          {[0, 1, 2, 3].map((n) => (
            <li key={n} className="albums-card albums-card--placeholder">
              <span className="albums-card__cover albums-card__cover--none" />
              <SkeletonBodyText lines={2} />
            </li>
          ))}
        </ul>
      </BlockStack>
    </Card>
  );
}

export function CheckFailed() {
  return (
    <Banner
      tone="critical"
      title="Connection Check Failed"
      action={{ content: "Try Again", url: ALBUMS_PAGE_URL }}
    >
      <p>{STATUS_FAILED_TEXT}</p>
    </Banner>
  );
}

export function FeatureUnavailable() {
  return (
    <Banner tone="warning" title="Google Photos is unavailable">
      <p>Google Photos import is switched off on this site: {FEATURE_DISABLED_TEXT}</p>
    </Banner>
  );
}

/**
 * Not connected: on to Google's consent after 1 s (docs/product.md#states-and-transitions album
 * flow). With JavaScript a timer; without it a refresh inside <noscript> (browsers with scripts
 * ignore it); the link always works.
 */
export function NotConnected() {
  useEffect(() => {
    const timer = setTimeout(() => window.location.assign(ALBUMS_START_URL), CONNECT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Card>
      <noscript>
        <meta httpEquiv="refresh" content={`1;url=${ALBUMS_START_URL}`} />
      </noscript>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Google Photos is not connected
        </Text>
        <p aria-live="polite">Taking you to Google to connect your account…</p>
        <div>
          <Button url={ALBUMS_START_URL}>Connect Google Photos</Button>
        </div>
      </BlockStack>
    </Card>
  );
}

export function AlbumsFailed({ message }: { message: string }) {
  return (
    <Banner
      tone="critical"
      title={ALBUMS_FAILED_TITLE}
      action={{ content: "Try Again", url: ALBUMS_PAGE_URL }}
      secondaryAction={{ content: "Reconnect", url: ALBUMS_START_URL }}
    >
      <p>{message}</p>
    </Banner>
  );
}

export function NoAlbums() {
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          No albums to show
        </Text>
        <Text as="p">
          Google returned no albums that Viewfinder may read. That is expected: Google now lets
          Viewfinder see only albums it created itself, not the albums in your Google Photos
          library. Choose your photos with Select Photos instead.
        </Text>
        <div>
          <Button variant="primary" url={CONNECT_PAGE_URL}>
            Select Photos
          </Button>
        </div>
      </BlockStack>
    </Card>
  );
}
