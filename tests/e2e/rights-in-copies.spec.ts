import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { cameraOrPlaceTags, imageTags } from "./exiftool";
import { newUser } from "./helpers";

/**
 * What a photographer's Lightroom export says about itself survives every way of uploading it
 * (docs/decisions/0046-rights-in-location-and-identity-out.md): the photo takes its title,
 * caption, keywords, alt text, rights and licence, and every public copy of it — each format,
 * each width — carries the rights, read back with exiftool, and nothing of the camera or place.
 * Without JavaScript the form sends the file as chosen; with it the dialog sends a smaller copy
 * by default, or the original with 'Keep my original files'.
 */

const LIGHTROOM = path.resolve("app/images/__fixtures__/lightroom.jpg");
const withJs = () => test.info().project.name === "js";

const RIGHTS = {
  creator: "Élodie Marchand",
  copyrightNotice: "© 2024 Élodie Marchand",
  creditLine: "Lumière Press",
  webStatement: "https://elodie-marchand.example/rights",
};

interface PhotoJson {
  id: string;
  title: string;
  description: string;
  tags: string[];
  aiAltText: string | null;
  sources: Record<string, string>;
}

const urlsOf = (photo: PhotoJson) =>
  Object.values(photo.sources)
    .flatMap((srcset) => srcset.split(", "))
    .filter(Boolean)
    .map((entry) => entry.split(" ")[0]!);

async function uploadLeavingFieldsEmpty(page: Page) {
  await page.goto("/my-photos?upload=true");
  const upload = withJs()
    ? page.getByRole("dialog", { name: "Upload Photos" })
    : page.getByRole("region", { name: "Upload Photos" });
  await upload.getByLabel("Photos", { exact: true }).setInputFiles(LIGHTROOM);
  if (withJs()) await expect(upload.getByLabel("Title")).not.toHaveValue("");
  // What the dialog prefilled from the file is emptied: the server fills it from the file.
  await upload.getByLabel("Title").fill("");
  await upload.getByLabel("Category").selectOption({ label: "Macro" });
  await upload.getByRole("button", { name: /^Upload Photos?$/ }).click();
  await expect(page.getByRole("status").getByText(/is in your photos/)).toBeVisible({
    timeout: 20_000,
  });
}

/** The photo once every copy is made (the widest AVIF follows the upload in the background). */
async function uploadedPhoto(page: Page): Promise<PhotoJson> {
  const [{ id }] = (await (await page.request.get("/api/user/photos")).json()) as { id: string }[];
  let photo!: PhotoJson;
  await expect
    .poll(async () => {
      photo = (await (await page.request.get(`/api/user/photos/${id}`)).json()) as PhotoJson;
      const count = (format: string) => photo.sources[format]?.split(", ").length ?? 0;
      return count("avif") > 0 && count("avif") === count("webp");
    })
    .toBe(true);
  return photo;
}

function copiesOf(page: Page, photo: PhotoJson) {
  return Promise.all(
    urlsOf(photo).map(async (url) => {
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      return { url, tags: imageTags(await response.body()) };
    }),
  );
}

async function expectRightsInEveryCopy(page: Page) {
  const photo = await uploadedPhoto(page);
  expect(photo.title).toBe("Crown of a falling drop");
  expect(photo.description).toContain("crown of spray");
  expect(photo.tags).toEqual(["water", "drop", "splash", "macro"]);
  expect(photo.aiAltText).toContain("A water droplet splashing");
  expect(await (await page.request.get(`/api/user/photos/${photo.id}`)).json()).toMatchObject({
    rights: RIGHTS,
    license: "CC-BY-NC-4.0",
  });

  const copies = await copiesOf(page, photo);
  expect(new Set(copies.map(({ url }) => path.extname(url)))).toEqual(
    new Set([".avif", ".webp", ".jpg"]),
  );
  for (const { url, tags } of copies) {
    expect(tags, url).toMatchObject({
      "XMP-dc:Creator": RIGHTS.creator,
      "XMP-dc:Rights": RIGHTS.copyrightNotice,
      "XMP-photoshop:Credit": RIGHTS.creditLine,
      "XMP-xmpRights:WebStatement": RIGHTS.webStatement,
      "XMP-cc:License": "https://creativecommons.org/licenses/by-nc/4.0/",
      "XMP-plus:DataMining": "http://ns.useplus.org/ldf/vocab/DMI-PROHIBITED-AIMLTRAINING",
    });
    expect(cameraOrPlaceTags(tags), url).toEqual([]);
  }
}

test("uploaded through the form (a smaller copy with JavaScript), every copy carries the rights and nothing of the camera or place", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await newUser(page, "rights-copies");
  await uploadLeavingFieldsEmpty(page);
  await expectRightsInEveryCopy(page);
});

test("with 'Keep my original files', every copy carries the rights and nothing of the camera or place", async ({
  page,
}) => {
  test.skip(!withJs(), "without JavaScript every upload sends the original: the test above");
  test.setTimeout(90_000);
  await newUser(page, "rights-originals");
  await page.goto("/account?tab=settings");
  await page.getByLabel("Keep my original files").check();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Preferences saved.", { exact: true })).toBeVisible();
  await uploadLeavingFieldsEmpty(page);
  await expectRightsInEveryCopy(page);
});
