import { Link } from "@remix-run/react";
import type { AccountTab } from "~/utils/account-schemas";

const TABS: { id: AccountTab; label: string }[] = [
  { id: "photos", label: "My Photos" },
  { id: "profile", label: "Edit Profile" },
  { id: "portfolio", label: "Portfolio" },
  { id: "settings", label: "Settings" },
];

/** Tabs are links (`?tab=`), so they work without JavaScript and each tab has its own address. */
export function AccountTabs({ current }: { current: AccountTab }) {
  return (
    <nav aria-label="Account sections" className="account-tabs">
      {TABS.map((tab) => (
        <Link
          key={tab.id}
          to={`/account?tab=${tab.id}`}
          className="account-tabs__tab"
          aria-current={tab.id === current ? "page" : undefined}
          preventScrollReset
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
