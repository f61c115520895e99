import type { ApiReference as Reference } from "~/services/api-docs/reference.server";
import { ApiOperation } from "./api-operation";
import { InlineText } from "./inline-text";

/**
 * The API reference (docs/decisions/0071-openapi-document.md): rendered on the server from the
 * OpenAPI document, readable without JavaScript; no script of its own.
 */
export function ApiReference({ reference, origin }: { reference: Reference; origin: string }) {
  return (
    <main className="page api-docs">
      <h1>{reference.title}</h1>
      <p>
        <InlineText text={reference.description} />
      </p>
      <p>
        The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI
        3.1).
      </p>
      <h2 id="tokens">Personal access tokens</h2>
      <ol>
        <li>Sign in and open Account → Settings → API tokens.</li>
        <li>
          Name the token and choose its scope: <strong>read</strong> calls the operations marked
          read; <strong>write</strong> calls every operation here.
        </li>
        <li>Copy the token when it is shown: it is shown once.</li>
      </ol>
      <p>Send it in the Authorization header:</p>
      <pre className="api-docs__json" tabIndex={0}>
        {`curl -H "Authorization: Bearer $VIEWFINDER_TOKEN" \\\n  ${origin}/api/user/photos`}
      </pre>
      <p>
        A token reaches only the operations below; account, password and token settings take the
        signed-in browser only.
      </p>
      <nav aria-label="Operations" className="api-docs__contents">
        <h2>Contents</h2>
        <ul>
          {reference.groups.map((group) => (
            <li key={group.tag}>
              <a href={`#${tagAnchor(group.tag)}`}>{group.tag}</a>
            </li>
          ))}
          <li>
            <a href="#schemas">Schemas</a>
          </li>
        </ul>
      </nav>
      {reference.groups.map((group) => (
        <section key={group.tag} aria-labelledby={tagAnchor(group.tag)}>
          <h2 id={tagAnchor(group.tag)}>{group.tag}</h2>
          {group.operations.map((operation) => (
            <ApiOperation key={operation.anchor} operation={operation} />
          ))}
        </section>
      ))}
      <section aria-labelledby="schemas">
        <h2 id="schemas">Schemas</h2>
        {reference.schemas.map((schema) => (
          <div key={schema.name} id={`schema-${schema.name}`}>
            <h3>{schema.name}</h3>
            <pre className="api-docs__json" tabIndex={0}>
              {schema.schema}
            </pre>
          </div>
        ))}
      </section>
    </main>
  );
}

const tagAnchor = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
