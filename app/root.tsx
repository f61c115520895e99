import type { LinksFunction, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { UNAVAILABLE_MESSAGE } from "~/services/availability/unavailable-message";
import { rootLoader } from "~/services/root-loader.server";
import appStyles from "~/styles/app.css";
// The same file (and fingerprint) as fonts.css's Latin face: the preload below is the download it uses.
import montserratLatin from "@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2";
import { Analytics } from "~/ui/analytics";
import { NavBar } from "~/ui/nav-bar";
import { useNonce } from "~/ui/nonce";
import { OfflineBanner } from "~/ui/offline-banner";
import { ThemeScript } from "~/ui/theme";
import { Toaster } from "~/ui/toaster";

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
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
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

/** Routes with their own navigation (the Polaris screens) set handle.appNav = false. */
function useShowsSiteNav() {
  const matches = useMatches();
  return !matches.some((m) => (m.handle as { appNav?: boolean } | undefined)?.appNav === false);
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
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { user, toast, siteName, analytics } = useLoaderData<typeof loader>();
  const showNav = useShowsSiteNav();
  return (
    <>
      <OfflineBanner />
      {showNav ? <NavBar user={user} siteName={siteName} /> : null}
      <Outlet />
      <Toaster serverToast={toast} />
      <Analytics config={analytics} />
    </>
  );
}

const ERROR_TEXTS: Record<number, { title: string; text: string }> = {
  404: { title: "Page not found", text: "We couldn't find the page you were looking for." },
  // The database or the object store is away for a moment (services/availability).
  503: { title: "Temporarily unavailable", text: UNAVAILABLE_MESSAGE },
};

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof loader>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="page page--centered">
      {root ? <NavBar user={root.user} siteName={root.siteName} /> : null}
      <h1>{ERROR_TEXTS[status]?.title ?? "Something went wrong"}</h1>
      <p>{ERROR_TEXTS[status]?.text ?? "An unexpected error occurred. Please try again later."}</p>
      <a className="button" href="/">
        Return Home
      </a>
    </main>
  );
}
