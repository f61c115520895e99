import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FAVICON_HREF } from "./favicon";

describe("the site's icon", () => {
  it("is, inline, the same picture as public/favicon.svg", () => {
    const file = readFileSync(path.resolve(__dirname, "../../public/favicon.svg"), "utf8").trim();
    const [prefix, data] = [FAVICON_HREF.slice(0, 19), FAVICON_HREF.slice(19)];
    expect(prefix).toBe("data:image/svg+xml,");
    expect(decodeURIComponent(data).replace(/'/g, '"')).toBe(file);
  });
});
