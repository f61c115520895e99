import { Form } from "@remix-run/react";

/**
 * The pages of a share link that show no collection (docs/product.md#share-links): the password
 * page names nothing of what it guards (no title, no count, no image), the expired page says whom
 * to ask, the not-found page is the same for an unknown and a revoked link.
 */

export function LinkPasswordPage({ error }: { error: string | null }) {
  return (
    <main className="page page--centered share-link">
      <h1>This gallery is protected</h1>
      <p>Enter the password the photographer gave you.</p>
      {/* A document post: the unlock cookie's Path=/s/{token} does not cover the gallery's data
          requests (/s/{token}.data), so the gallery is loaded as a document after it (ADR 66). */}
      <Form method="post" reloadDocument className="share-link__form">
        <div className="field">
          <label htmlFor="share-password">Password</label>
          <input
            id="share-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "share-password-error" : undefined}
          />
          {error ? (
            <p className="field__error" id="share-password-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button">
          View the gallery
        </button>
      </Form>
    </main>
  );
}

export function LinkExpiredPage({
  photographer,
  contactHref,
}: {
  photographer: string;
  contactHref: string;
}) {
  return (
    <main className="page page--centered share-link">
      <h1>This link has expired</h1>
      <p>
        Ask {photographer} for a new one: <a href={contactHref}>contact {photographer}</a>.
      </p>
    </main>
  );
}

export function LinkNotFoundPage() {
  return (
    <main className="page page--centered share-link">
      <h1>This link does not work</h1>
      <p>It may have been mistyped or withdrawn. Ask the photographer who sent it for a new one.</p>
    </main>
  );
}
