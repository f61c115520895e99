import type { ReferenceOperation } from "~/services/api-docs/reference.server";
import { InlineText } from "./inline-text";

/** One operation of the API reference: method, path, scope, parameters, body and answers. */
export function ApiOperation({ operation }: { operation: ReferenceOperation }) {
  const { anchor, method, path, summary, description, scope, parameters, body, answers } =
    operation;
  const successes = answers.filter((answer) => answer.status.startsWith("2"));
  const refusals = answers.filter((answer) => !answer.status.startsWith("2"));
  return (
    <section className="api-docs__operation" id={anchor} aria-labelledby={`${anchor}-title`}>
      <h3 id={`${anchor}-title`} className="api-docs__signature">
        <span className={`api-docs__method api-docs__method--${method.toLowerCase()}`}>
          {method}
        </span>{" "}
        <code className="api-docs__path">{path}</code>
      </h3>
      <p className="api-docs__summary">
        <InlineText text={summary} />
      </p>
      <p>
        Token scope: <strong className="api-docs__scope">{scope}</strong>
        {scope === "read" ? " (a write token may also call it)" : null}
      </p>
      {description
        .split("\n\n")
        .slice(0, -1)
        .map((paragraph) => (
          <p key={paragraph}>
            <InlineText text={paragraph} />
          </p>
        ))}
      {parameters.length > 0 ? (
        // Scrolls on its own at narrow widths: focusable so a keyboard can scroll it too.
        <div
          className="api-docs__table-box"
          role="region"
          aria-label={`${method} ${path} parameters`}
          tabIndex={0}
        >
          <table className="api-docs__table">
            <caption>Parameters</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">In</th>
                <th scope="col">Required</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {parameters.map((parameter) => (
                <tr key={`${parameter.in}-${parameter.name}`}>
                  <td>
                    <code>{parameter.name}</code>
                  </td>
                  <td>{parameter.in}</td>
                  <td>{parameter.required ? "yes" : "no"}</td>
                  <td>
                    <InlineText text={parameter.description} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {body ? (
        <>
          <h4>Request body ({body.type})</h4>
          <pre className="api-docs__json" tabIndex={0}>
            {body.schema}
          </pre>
        </>
      ) : null}
      {successes.map((answer) => (
        <div key={answer.status}>
          <h4>
            {answer.status}: <InlineText text={answer.description} />
          </h4>
          {answer.contents.map((content) => (
            <div key={content.type}>
              <p className="api-docs__media">{content.type}</p>
              <pre className="api-docs__json" tabIndex={0}>
                {content.schema}
              </pre>
            </div>
          ))}
        </div>
      ))}
      <h4>Refusals</h4>
      <p>Each answers JSON {'{ "message": "…" }'}.</p>
      <ul className="api-docs__refusals">
        {refusals.map((answer) => (
          <li key={answer.status}>
            <strong>{answer.status}</strong> <InlineText text={answer.description} />
          </li>
        ))}
      </ul>
    </section>
  );
}
