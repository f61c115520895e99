import type { SubmissionResult } from "@conform-to/react";
import { Await } from "@remix-run/react";
import { BlockStack, Card } from "@shopify/polaris";
import { Suspense } from "react";
import type { AlbumsOutcome, ConnectionCheck } from "~/services/google-photos/albums-page.server";
import { AlbumsGrid } from "./albums-grid";
import {
  AlbumsFailed,
  CheckFailed,
  CheckingConnection,
  FeatureUnavailable,
  GooglePolicyNote,
  LoadingAlbums,
  NoAlbums,
  NotConnected,
} from "./albums-states";

type Maybe<T> = T | Promise<T>;

export interface AlbumsScreenProps {
  /** A page load has both at once; loaded in place (with JavaScript) they stream in. */
  connection: Maybe<ConnectionCheck>;
  albums: Maybe<AlbumsOutcome | null>;
  lastResult?: SubmissionResult<string[]>;
}

function Albums({
  outcome,
  lastResult,
}: {
  outcome: AlbumsOutcome | null;
  lastResult?: AlbumsScreenProps["lastResult"];
}) {
  if (!outcome || outcome.state === "failed") {
    return <AlbumsFailed message={outcome?.message ?? "Please try again."} />;
  }
  if (outcome.albums.length === 0) return <NoAlbums />;
  return (
    <Card>
      <AlbumsGrid albums={outcome.albums} lastResult={lastResult} />
    </Card>
  );
}

/**
 * docs/product.md#google-photos-pages 'Albums page': checking → (check failed | not connected →
 * Google | unavailable) → loading → failed ('Failed to Load Albums') | no albums | the grid.
 */
export function AlbumsScreen({ connection, albums, lastResult }: AlbumsScreenProps) {
  return (
    <BlockStack gap="400">
      <GooglePolicyNote />
      <Suspense fallback={<CheckingConnection />}>
        <Await resolve={connection} errorElement={<CheckFailed />}>
          {(check) => {
            if (check.state === "disabled") return <FeatureUnavailable />;
            if (check.state === "not-connected") return <NotConnected />;
            if (check.state === "check-failed") return <CheckFailed />;
            return (
              <Suspense fallback={<LoadingAlbums />}>
                <Await resolve={albums} errorElement={<AlbumsFailed message="Please try again." />}>
                  {(outcome) => <Albums outcome={outcome} lastResult={lastResult} />}
                </Await>
              </Suspense>
            );
          }}
        </Await>
      </Suspense>
    </BlockStack>
  );
}
