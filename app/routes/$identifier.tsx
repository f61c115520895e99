import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Link,
  useLoaderData,
  useLocation,
  useRouteError,
} from "@remix-run/react";
import { findPortfolio } from "~/services/portfolio.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const portfolio = await findPortfolio(params.identifier ?? "");
  if (!portfolio) throw new Response("Portfolio Not Found", { status: 404 });
  return { portfolio };
}

export default function PortfolioPage() {
  const { portfolio } = useLoaderData<typeof loader>();
  return (
    <main className="page">
      <h1>{portfolio.displayName}</h1>
      {portfolio.tagline ? <p>{portfolio.tagline}</p> : null}
    </main>
  );
}

/** Spec §2: the not-found view of an unknown portfolio, served with status 404. */
export function ErrorBoundary() {
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

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.portfolio ? `${data.portfolio.displayName} · Portfolio` : "Portfolio Not Found" },
];
