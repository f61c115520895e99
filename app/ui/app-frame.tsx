import { AppProvider } from "@shopify/polaris";
import en from "@shopify/polaris/locales/en.json";
import polarisStyles from "@shopify/polaris/build/esm/styles.css?url";
import { Link as RemixLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { PostSignOut } from "./post-sign-out";

/** Polaris styles, for the routes that render inside AppFrame (account, my photos, admin). */
export const polarisLinks = () => [{ rel: "stylesheet", href: polarisStyles }];

/** Routes that bring their own navigation hide the site's public nav bar. */
export const appFrameHandle = { appNav: false };

type LinkComponent = NonNullable<ComponentProps<typeof AppProvider>["linkComponent"]>;

// Polaris links become Remix links, so in-app navigation stays client-side with JavaScript.
// API calls and downloads are documents, not app routes: plain links.
const PolarisLink: LinkComponent = ({
  url,
  children,
  external,
  className,
  id,
  target,
  download,
}) => {
  if (external || download || url.startsWith("/api/")) {
    return (
      <a href={url} className={className} id={id} target={target} download={download}>
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
  /** A button posting to `url` (the account page's sign out, POST /api/auth/logout). */
  post?: boolean;
}

/** The frame of the photographer and admin screens: Polaris, with the screen's own top bar. */
export function AppFrame({ nav, children }: { nav: AppNavItem[]; children: ReactNode }) {
  return (
    <AppProvider i18n={en} linkComponent={PolarisLink}>
      <header className="app-bar">
        <nav className="app-bar__inner" aria-label="Main">
          <AppNavLinks nav={nav} className="app-bar__links" />
          <AppMobileMenu nav={nav} />
        </nav>
      </header>
      <main className="app-body">{children}</main>
    </AppProvider>
  );
}

function AppNavLinks({ nav, className }: { nav: AppNavItem[]; className: string }) {
  return (
    <ul className={className}>
      {nav.map((item) => (
        <li key={item.label}>
          {item.post ? (
            <PostSignOut url={item.url} label={item.label} />
          ) : item.reload ? (
            <a href={item.url}>{item.label}</a>
          ) : (
            <RemixLink to={item.url}>{item.label}</RemixLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Below 768 px (docs/product.md#constants-and-limits) the links fold into a menu. A <details>
 * element opens without JavaScript; with it, the menu closes again after each navigation.
 */
function AppMobileMenu({ nav }: { nav: AppNavItem[] }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.key]);
  return (
    <details className="app-bar__mobile" ref={menu}>
      <summary className="app-bar__toggle">Menu</summary>
      <AppNavLinks nav={nav} className="app-bar__menu" />
    </details>
  );
}
