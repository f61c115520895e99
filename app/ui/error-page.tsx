import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { UNAVAILABLE_MESSAGE } from "~/utils/availability/unavailable-message";

const ERROR_TEXTS: Record<number, { title: string; text: string }> = {
  404: { title: "Page not found", text: "We couldn't find the page you were looking for." },
  // The database or the object store is away for a moment (services/availability).
  503: { title: "Temporarily unavailable", text: UNAVAILABLE_MESSAGE },
};

/** The site's error page (root ErrorBoundary): the nav, what went wrong, a way home. */
export function ErrorPage({ nav }: { nav: ReactNode }) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="page page--centered error-page">
      {nav}
      <h1>{ERROR_TEXTS[status]?.title ?? "Something went wrong"}</h1>
      <p>{ERROR_TEXTS[status]?.text ?? "An unexpected error occurred. Please try again later."}</p>
      <a className="button" href="/">
        Return Home
      </a>
    </main>
  );
}
