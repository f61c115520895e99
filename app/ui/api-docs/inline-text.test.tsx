import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InlineText } from "./inline-text";

describe("a description of the API reference", () => {
  it("sets its code spans as code, never showing the backticks", () => {
    const html = renderToStaticMarkup(
      <InlineText text={'Every refusal answers `{ "message" }`.'} />,
    );
    expect(html).toBe("Every refusal answers <code>{ &quot;message&quot; }</code>.");
  });

  it("leaves a lone backtick as written", () => {
    expect(renderToStaticMarkup(<InlineText text="it`s" />)).toBe("it`s");
  });
});
