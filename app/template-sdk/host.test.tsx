import { readFileSync } from "node:fs";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { resolveSettings, TemplatePage } from "./host";
import { registeredTemplate, registeredTemplates } from "./registry.server";
import { selectTemplateId } from "./select-template";
import { templateStylesheets } from "./template-assets";
import { fixtureProps } from "./testing";

describe("template selection (docs/product.md#states-and-transitions)", () => {
  const installed = [
    { id: "classic", isDefault: false },
    { id: "epic", isDefault: true },
  ];

  it("takes the owner's, else the viewer's, else the default-flagged, else the first", () => {
    expect(
      selectTemplateId(installed, { ownerTemplateId: "classic", viewerTemplateId: "epic" }),
    ).toBe("classic");
    expect(
      selectTemplateId(installed, { ownerTemplateId: "gone", viewerTemplateId: "classic" }),
    ).toBe("classic");
    expect(selectTemplateId(installed, { viewerTemplateId: "gone" })).toBe("epic");
    expect(
      selectTemplateId(
        [
          { id: "a", isDefault: false },
          { id: "b", isDefault: false },
        ],
        {},
      ),
    ).toBe("a");
  });
});

describe("host side of the registry", () => {
  it("lists the discovered templates with exactly one default, classic", () => {
    expect(registeredTemplates().map((t) => t.manifest.id)).toEqual([
      "classic",
      "epic",
      "monochrome",
      "monochrome-white",
    ]);
    expect(
      registeredTemplates()
        .filter((t) => t.manifest.isDefault)
        .map((t) => t.manifest.id),
    ).toEqual(["classic"]);
    expect(registeredTemplate("nope").manifest.id).toBe("classic");
    expect(registeredTemplate("epic").manifest.id).toBe("epic");
  });

  it("links one stylesheet: the SDK styles first, then every template's, bundled", () => {
    const links = templateStylesheets();
    expect(links).toHaveLength(1);
    expect(links[0].rel).toBe("stylesheet");
    const bundle = readFileSync(
      new URL("../template-styles.generated.css", import.meta.url),
      "utf8",
    );
    expect(bundle.match(/@import "[^"]+";/g)).toEqual([
      '@import "./template-sdk/sdk.css";',
      ...registeredTemplates().map((t) => `@import "../templates/${t.manifest.id}/styles.css";`),
    ]);
  });

  it("resolves settings to stored values when valid, manifest defaults otherwise", () => {
    const epic = registeredTemplate("epic").manifest;
    expect(resolveSettings(epic)).toEqual({ captions: "title-and-counter" });
    expect(resolveSettings(epic, { captions: "none" })).toEqual({ captions: "none" });
    expect(resolveSettings(epic, { captions: "bogus", other: 1 })).toEqual({
      captions: "title-and-counter",
    });
  });

  it("renders a template inside its root", () => {
    const out = renderToString(
      <TemplatePage template={registeredTemplate("epic")} props={fixtureProps()} />,
    );
    expect(out).toMatch(/^<div class="vf-template template-epic" data-template="epic"/);
  });
});
