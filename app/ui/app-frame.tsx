import { AppProvider } from "@shopify/polaris";
import en from "@shopify/polaris/locales/en.json";
import polarisStyles from "@shopify/polaris/build/esm/styles.css";
import { Link as RemixLink } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";

/** Polaris styles, for the routes that render inside AppFrame (account, my photos, admin). */
export const polarisLinks = () => [{ rel: "stylesheet", href: polarisStyles }];

/** Routes that bring their own navigation hide the site's public nav bar. */
export const appFrameHandle = { appNav: false };

type LinkComponent = NonNullable<ComponentProps<typeof AppProvider>["linkComponent"]>;

// Polaris links become Remix links, so in-app navigation stays client-side with JavaScript.
const PolarisLink: LinkComponent = ({ url, children, external, className, id, target }) => {
  if (external || url.startsWith("/api/")) {
    return (
      <a href={url} className={className} id={id} target={target}>
        {children}
      </a>
    );
  }
  return (
    <RemixLink to={url} className={className} id={id} target={target}>
      {children}
    </RemixLink>
  );
};

export interface AppNavItem {
  label: string;
  url: string;
  /** Full page load (sign out goes through /api/logout). */
  reload?: boolean;
}

/** The frame of the photographer and admin screens: Polaris, with the screen's own top bar. */
export function AppFrame({ nav, children }: { nav: AppNavItem[]; children: ReactNode }) {
  return (
    <AppProvider i18n={en} linkComponent={PolarisLink}>
      <header className="app-bar">
        <nav className="app-bar__inner" aria-label="Main">
          <ul className="app-bar__links">
            {nav.map((item) => (
              <li key={item.label}>
                {item.reload ? (
                  <a href={item.url}>{item.label}</a>
                ) : (
                  <RemixLink to={item.url}>{item.label}</RemixLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="app-body">{children}</div>
    </AppProvider>
  );
}
