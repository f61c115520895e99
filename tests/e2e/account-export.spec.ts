import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import yauzl from "yauzl";
import { seedPhotographer } from "./photographer";

/** The zip's entry names. */
async function entryNames(file: string): Promise<string[]> {
  const bytes = await readFile(file);
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (e, z) => (e ? reject(e) : resolve(z))),
  );
  const names: string[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      names.push(entry.fileName);
      zip.readEntry();
    });
    zip.on("end", resolve);
    zip.on("error", reject);
    zip.readEntry();
  });
  return names;
}

test("a photographer downloads their photos and data from Account → Settings", async ({ page }) => {
  const photographer = await seedPhotographer(page.request);
  await page.goto("/account?tab=settings");
  const link = page.getByRole("link", { name: "Download my photos and data" });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^viewfinder-${photographer.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
  );
  const names = await entryNames((await download.path())!);
  expect(names.filter((n) => n.startsWith("photos/"))).toHaveLength(photographer.photos.length);
  expect(names).toEqual(expect.arrayContaining(["photos.json", "profile.json"]));
});

test("signed out, the export sends you to sign in instead", async ({ request }) => {
  const response = await request.get("/account/export", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["content-type"] ?? "").not.toContain("zip");
});
