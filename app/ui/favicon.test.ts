import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FAVICON_HREF, FAVICON_SVG } from "./favicon";

describe("the site's icon", () => {
  it("is the same picture inline as in public/favicon.svg", () => {
    const file = readFileSync(path.resolve(__dirname, "../../public/favicon.svg"), "utf8");
    expect(FAVICON_SVG).toBe(file.trim());
  });

  it("decodes from its data URL to that picture", () => {
    const [prefix, data] = FAVICON_HREF.split(",", 2);
    expect(prefix).toBe("data:image/svg+xml");
    expect(decodeURIComponent(data!)).toBe(FAVICON_SVG);
  });
});
