import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";

/**
 * docs/product.md#public-portfolio-and-templates: the not-found view of an unknown portfolio,
 * served with status 404.
 */
export function PortfolioNotFound() {
  const error = useRouteError();
  const location = useLocation();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <main className="page page--centered portfolio-not-found">
      <h1>Portfolio Not Found</h1>
      <p>We couldn&apos;t find a photographer with the requested portfolio.</p>
      <p>
        <code>{location.pathname}</code>
      </p>
      <div className="button-row">
        <Link className="button" to="/">
          Return Home
        </Link>
        <button type="button" className="button button--secondary" onClick={() => history.back()}>
          Go Back
        </button>
      </div>
      <p>
        Looking for a specific photographer? <Link to="/#gallery">Browse featured portfolios</Link>
      </p>
    </main>
  );
}
