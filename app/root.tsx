import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { memo, Suspense } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { rootLoader } from "~/services/root-loader.server";
import appStyles from "./styles/app.css?url";
// The same file (and fingerprint) as fonts.css's Latin face: the preload below is the download it uses.
import montserratLatin from "@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2";
import { lazyAtHand } from "~/ui/lazy-at-hand";
import type { NavUser } from "~/ui/nav-bar";
import { useNonce } from "~/ui/nonce";
import { OfflineBanner } from "~/ui/offline-banner";
import { FAVICON_HREF } from "~/ui/favicon";
import { ThemeScript } from "~/ui/theme";
import { Toaster } from "~/ui/toaster";

// What most pages never show loads on demand in the browser (lazy-at-hand.ts); the server has
// it at hand (server-parts.ts).
const Analytics = lazyAtHand("Analytics", () => import("~/ui/analytics").then((m) => m.Analytics));
const ErrorPage = lazyAtHand(
  "ErrorPage",
  () => import("~/ui/error-page").then((m) => m.ErrorPage),
  ".error-page",
);
// Portfolios and their photo pages draw their own bar: the site's comes with the pages showing it.
const NavBar = lazyAtHand(
  "NavBar",
  () => import("~/ui/nav-bar").then((m) => m.NavBar),
  "header.nav",
);

/**
 * React hydrates a Suspense boundary in a later pass than the page: memoised, so that nothing
 * re-renders it before then (see nav-bar.tsx's identity slot).
 */
const SiteNav = memo(function SiteNav(props: { user: NavUser | null; siteName: string }) {
  return (
    <Suspense fallback={null}>
      <NavBar {...props} />
    </Suspense>
  );
});

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  // Montserrat's Latin file is on every page: fetched with the stylesheet, not after it.
  {
    rel: "preload",
    href: montserratLatin,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  },
  { rel: "icon", href: FAVICON_HREF, type: "image/svg+xml" },
];

export const loader = rootLoader;

export const meta: MetaFunction = () => [{ title: "Viewfinder" }];

/**
 * Actions flash their toast into the session, read by this loader. After a refused submission
 * (4xx/5xx) Remix would skip reloading it, and the refusal's toast would wait for the next page:
 * reload it after every submission.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod && formMethod.toUpperCase() !== "GET" ? true : defaultShouldRevalidate);

export type RootLoader = typeof loader;

/**
 * Routes with their own navigation (the Polaris screens) set handle.appNav = false; portfolios
 * set handle.ownNav and draw their own bar once they have found their photographer.
 */
function useShowsSiteNav() {
  const matches = useMatches();
  return !matches.some((m) => {
    const handle = m.handle as { appNav?: boolean; ownNav?: boolean } | undefined;
    return handle?.appNav === false || (handle?.ownNav === true && m.data != null);
  });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" data-theme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ThemeScript />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        {/* Every page asks for its code at once: waiting for the first paint cost more time to
            interactive than it gained in paint (docs/decisions/0059-paint-first-measured.md). */}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { user, toast, siteName, analytics } = useLoaderData<typeof loader>();
  const nonce = useNonce();
  const showNav = useShowsSiteNav();
  return (
    <>
      <OfflineBanner />
      {showNav ? <SiteNav user={user} siteName={siteName} /> : null}
      <Outlet />
      <Toaster serverToast={toast} />
      {/* Nothing at all unless an analytics script is configured. */}
      {analytics ? (
        <Suspense fallback={null}>
          <Analytics config={analytics} nonce={nonce} />
        </Suspense>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  const root = useRouteLoaderData<typeof loader>("root");
  return <ErrorPage nav={root ? <SiteNav user={root.user} siteName={root.siteName} /> : null} />;
}
