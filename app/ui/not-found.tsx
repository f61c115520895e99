import { Link, useLocation } from "@remix-run/react";

/** The not-found page for any unknown path (docs/product.md#routes route table). */
export function NotFound() {
  const location = useLocation();
  return (
    <main className="page page--centered">
      <h1>Page not found</h1>
      <p>
        There is nothing at <code>{location.pathname}</code>.
      </p>
      <Link className="button" to="/">
        Return Home
      </Link>
    </main>
  );
}
