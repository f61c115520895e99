import { Await } from "@remix-run/react";
import { Card, InlineGrid, Text } from "@shopify/polaris";
import { Suspense, useEffect, useRef, type ReactNode } from "react";
import type { HeroImageView } from "~/services/account/account-view";
import { HeroBannerCard } from "./hero-banner-card";
import { HeroBannerSkeleton, LIST_COLUMNS } from "./hero-banner-skeleton";

/** The banners, or the promise of them when the page loaded them in place (with JavaScript). */
export type HeroList = HeroImageView[] | Promise<HeroImageView[]>;

type Extra = (heroes: HeroImageView[]) => ReactNode;

function Banners({ heroes, extra }: { heroes: HeroImageView[]; extra?: Extra }) {
  return (
    <>
      {extra?.(heroes)}
      <BannerGrid heroes={heroes} />
    </>
  );
}

function BannerGrid({ heroes }: { heroes: HeroImageView[] }) {
  if (heroes.length === 0) {
    return (
      <Card>
        <Text as="h3" variant="headingMd">
          No hero banners yet
        </Text>
        <Text as="p" tone="subdued">
          Upload the first banner below: it becomes the default hero of the home page and of every
          portfolio without a hero of its own.
        </Text>
      </Card>
    );
  }
  return (
    <InlineGrid columns={LIST_COLUMNS} gap="400">
      {heroes.map((hero) => (
        <HeroBannerCard key={hero.id} hero={hero} />
      ))}
    </InlineGrid>
  );
}

/** Remembers the list last shown, so a refresh keeps it on screen until the new one arrives. */
function Shown({
  heroes,
  extra,
  onShown,
}: {
  heroes: HeroImageView[];
  extra?: Extra;
  onShown: (shown: HeroImageView[]) => void;
}) {
  useEffect(() => onShown(heroes), [heroes, onShown]);
  return <Banners heroes={heroes} extra={extra} />;
}

/**
 * docs/product.md#admin-dashboard list. Loaded in place (with JavaScript) it shows 6 placeholders
 * until the banners arrive; a later refresh (after a change, or every 60 s) keeps the last list
 * meanwhile.
 */
export function HeroBannerList({ heroes, extra }: { heroes: HeroList; extra?: Extra }) {
  const last = useRef<HeroImageView[] | null>(null);
  const remember = useRef((shown: HeroImageView[]) => {
    last.current = shown;
  }).current;
  return (
    <Suspense
      fallback={
        last.current ? <Banners heroes={last.current} extra={extra} /> : <HeroBannerSkeleton />
      }
    >
      <Await resolve={heroes} errorElement={<ListError />}>
        {(resolved) => <Shown heroes={resolved} extra={extra} onShown={remember} />}
      </Await>
    </Suspense>
  );
}

function ListError() {
  return (
    <Card>
      <Text as="p" tone="critical">
        The hero banners could not be loaded. Please reload the page.
      </Text>
    </Card>
  );
}
