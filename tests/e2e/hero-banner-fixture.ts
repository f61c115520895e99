import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { newIdentity } from "./helpers";

/**
 * A hero banner uploaded through the admin API by a signed-in admin `page` (the first banner
 * becomes the default). Returns its unique name.
 */
export async function uploadBanner(page: Page, prefix = "Banner") {
  const name = `${prefix} ${newIdentity("hb").username}`;
  const response = await page.request.post("/api/admin/hero-images/upload", {
    multipart: {
      name,
      image: {
        name: "meadow.png",
        mimeType: "image/png",
        buffer: readFileSync(path.resolve("app/images/__fixtures__/meadow.png")),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return name;
}
