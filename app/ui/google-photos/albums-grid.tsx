import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { Banner, BlockStack, Button, InlineStack, Text } from "@shopify/polaris";
import { useEffect, useState } from "react";
import type { AlbumView } from "~/services/google-photos/albums.server";

/** "2 albums selected" (docs/product.md#google-photos-pages: the count of selected albums). */
export function selectedCountText(count: number): string {
  if (count === 0) return "No albums selected";
  return `${count} ${count === 1 ? "album" : "albums"} selected`;
}

const photoCount = (count: number) => `${count} ${count === 1 ? "photo" : "photos"}`;

/** The ids a refused submission carried back (one id arrives as a string, several as a list). */
function submittedIds(lastResult: SubmissionResult<string[]> | undefined): string[] {
  const value = (lastResult?.initialValue as { albumIds?: unknown } | undefined)?.albumIds;
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/**
 * The album grid (docs/product.md#google-photos-pages): each card is a label around its checkbox,
 * so a click anywhere on the card selects it, with or without JavaScript. With JavaScript the count
 * follows every click; without it the count is shown after a refused submission, with the choice
 * kept.
 */
export function AlbumsGrid({
  albums,
  lastResult,
}: {
  albums: AlbumView[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm({ id: "albums", lastResult, shouldValidate: "onSubmit" });
  const [selected, setSelected] = useState(() => new Set(submittedIds(lastResult)));
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const busy = useNavigation().state === "submitting";

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const errors = [...(form.errors ?? []), ...(fields.albumIds.errors ?? [])];

  return (
    <Form method="post" {...getFormProps(form)}>
      <BlockStack gap="400">
        {errors.length > 0 && (
          <Banner tone="critical">
            {errors.map((error) => (
              <p key={error}>{error}</p>
            ))}
          </Banner>
        )}
        <ul className="albums-grid" aria-label="Your albums">
          {albums.map((album) => (
            <li key={album.id}>
              <label className="albums-card">
                <input
                  type="checkbox"
                  name={fields.albumIds.name}
                  value={album.id}
                  checked={selected.has(album.id)}
                  onChange={(event) => toggle(album.id, event.currentTarget.checked)}
                  className="albums-card__check"
                />
                {album.coverPhotoUrl ? (
                  <img
                    src={album.coverPhotoUrl}
                    alt=""
                    width={400}
                    height={400}
                    loading="lazy"
                    className="albums-card__cover"
                  />
                ) : (
                  <span
                    className="albums-card__cover albums-card__cover--none"
                    aria-hidden="true"
                  />
                )}
                <span className="albums-card__title">{album.title}</span>
                <span className="albums-card__count">{photoCount(album.mediaItemsCount)}</span>
              </label>
            </li>
          ))}
        </ul>
        <InlineStack gap="400" blockAlign="center">
          <Button submit variant="primary" loading={busy}>
            Sync Selected Albums
          </Button>
          <p className="albums-count" aria-live="polite">
            {hydrated || lastResult ? selectedCountText(selected.size) : ""}
          </p>
        </InlineStack>
        <Text as="p" tone="subdued">
          The photos of the albums you sync are imported into My Photos as private photos; photos
          you already have are not imported twice.
        </Text>
      </BlockStack>
    </Form>
  );
}
