import { NavLink } from "@remix-run/react";
import { DASHBOARD_TABS, tabPath } from "./dashboard-tabs";

/**
 * The tab bar as links, not Polaris' button tabs: every tab is a URL, so it works without
 * JavaScript, can be bookmarked, and the browser's back button moves between tabs.
 */
export function DashboardTabBar() {
  return (
    <nav className="admin-tabs" aria-label="Dashboard sections">
      <ul>
        {DASHBOARD_TABS.map((tab) => (
          <li key={tab.slug}>
            <NavLink
              to={tabPath(tab.slug)}
              end={tab.slug === ""}
              prefetch="intent"
              className={({ isActive }) =>
                isActive ? "admin-tabs__tab is-active" : "admin-tabs__tab"
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
