import { Link, useRouteLoaderData } from "@remix-run/react";
import type { RootLoader } from "~/root";
import type { AccountTab } from "~/utils/account-schemas";

/** The account page's tabs, and Messages, a page of its own (`/account/messages`). */
export type AccountSection = AccountTab | "messages";

const TABS: { id: AccountSection; label: string; to: string }[] = [
  { id: "photos", label: "My Photos", to: "/account?tab=photos" },
  { id: "profile", label: "Edit Profile", to: "/account?tab=profile" },
  { id: "portfolio", label: "Portfolio", to: "/account?tab=portfolio" },
  { id: "messages", label: "Messages", to: "/account/messages" },
  { id: "settings", label: "Settings", to: "/account?tab=settings" },
];

export const accountSectionHref = (id: AccountSection) => TABS.find((tab) => tab.id === id)!.to;

/** Tabs are links (`?tab=`), so they work without JavaScript and each tab has its own address. */
export function AccountTabs({ current }: { current: AccountSection }) {
  // The same count as the site nav's badge, read once by the root loader.
  const unread = useRouteLoaderData<RootLoader>("root")?.user?.unreadMessages ?? 0;
  return (
    <nav aria-label="Account sections" className="account-tabs">
      {TABS.map((tab) => (
        <Link
          key={tab.id}
          to={tab.to}
          className="account-tabs__tab"
          aria-current={tab.id === current ? "page" : undefined}
          preventScrollReset
        >
          {tab.label}
          {tab.id === "messages" && unread > 0 ? ` (${unread} unread)` : null}
        </Link>
      ))}
    </nav>
  );
}
