import { useSearchParams } from "@remix-run/react";
import { BlockStack, Card, InlineStack, Text } from "@shopify/polaris";
import { useHydrated } from "remix-utils/use-hydrated";
import type { HeroImageView } from "~/services/account/account-view";
import { HERO_INTENT } from "~/utils/hero-banner-schemas";
import { BannerButtonForm } from "./banner-button-form";
import { DefaultHeroForm } from "./default-hero-form";
import { HeroBannerList, type HeroList } from "./hero-banner-list";
import { BannerDialog } from "./banner-dialog";
import { HeroDeleteForm } from "./hero-delete-confirm";
import { HeroEditForm } from "./hero-edit-form";
import { HeroUploadForm } from "./hero-upload-form";
import { useCompletedPosts, useHeroBannerRefresh } from "./use-hero-banner-refresh";

/**
 * `?edit=` and `?delete=` name the banner being edited or deleted: without JavaScript the form
 * shows above the list, with it in a modal. The default is never offered for deletion.
 */
function BannerDialogs({ heroes }: { heroes: HeroImageView[] }) {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const editing = heroes.find((h) => h.id === params.get("edit")) ?? null;
  const deleting = heroes.find((h) => h.id === params.get("delete") && !h.isDefault) ?? null;
  if (hydrated) {
    return (
      <>
        <BannerDialog title={editing && `Edit ${editing.name}`}>
          {editing ? <HeroEditForm hero={editing} /> : null}
        </BannerDialog>
        <BannerDialog title={deleting && "Delete hero banner"}>
          {deleting ? <HeroDeleteForm hero={deleting} /> : null}
        </BannerDialog>
      </>
    );
  }
  if (!editing && !deleting) return null;
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h3" variant="headingMd">
          {editing ? `Edit ${editing.name}` : "Delete hero banner"}
        </Text>
        {editing ? <HeroEditForm hero={editing} /> : <HeroDeleteForm hero={deleting!} />}
      </BlockStack>
    </Card>
  );
}

/**
 * docs/product.md#admin-dashboard Hero Banners: the list, extraction for all, upload, and the
 * default hero form.
 */
export function HeroBannersTab({ heroes }: { heroes: HeroList }) {
  useHeroBannerRefresh();
  const generation = useCompletedPosts();
  return (
    <BlockStack gap="400">
      <InlineStack align="space-between" blockAlign="center" gap="200">
        <Text as="h2" variant="headingLg">
          Hero Banners
        </Text>
        <BannerButtonForm intent={HERO_INTENT.extractAll}>Extract All Colors</BannerButtonForm>
      </InlineStack>
      <Text as="p" tone="subdued">
        Exactly one banner is the default: it shows on the home page and on portfolios without a
        hero of their own. Photographers can choose any banner for their portfolio.
      </Text>
      <HeroBannerList heroes={heroes} extra={(list) => <BannerDialogs heroes={list} />} />
      <HeroUploadForm key={`upload-${generation}`} />
      <DefaultHeroForm key={`default-${generation}`} />
    </BlockStack>
  );
}
