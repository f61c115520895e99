import { BlockStack, Page } from "@shopify/polaris";
import type { AccountPageData } from "~/services/account/account-page.server";
import { AccountHeader } from "./account-header";
import { AccountTabs } from "./account-tabs";
import { PhotosTab } from "./photos-tab";
import { PortfolioTab } from "./portfolio-tab";
import { ProfileSummaryCard } from "./profile-summary-card";
import { ProfileTab } from "./profile-tab";
import { SettingsTab } from "./settings-tab";

function TabBody({ page }: { page: AccountPageData }) {
  if (page.photos) return <PhotosTab {...page.photos} />;
  if (page.profile) {
    return (
      <ProfileTab
        {...page.profile}
        user={page.user}
        section={page.section}
        portfolioUrl={page.portfolioAbsoluteUrl}
      />
    );
  }
  if (page.portfolio) return <PortfolioTab {...page.portfolio} />;
  if (page.settings) return <SettingsTab {...page.settings} username={page.user.username ?? ""} />;
  return null;
}

/**
 * docs/product.md#account-page Account page: header, profile summary, then the tab chosen by
 * `?tab=`.
 */
export function AccountScreen({ page }: { page: AccountPageData }) {
  const { user } = page;
  return (
    <Page title={`Welcome, ${user.firstName || user.emailPartial}`}>
      <BlockStack gap="400">
        <AccountHeader user={user} />
        <ProfileSummaryCard user={user} portfolioUrl={page.portfolioAbsoluteUrl} tab={page.tab} />
        <AccountTabs current={page.tab} />
        <TabBody page={page} />
      </BlockStack>
    </Page>
  );
}
