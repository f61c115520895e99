import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { cameraOrPlaceTags, imageTags } from "./exiftool";
import { newUser } from "./helpers";

const CANON = path.resolve("app/images/__fixtures__/canon-gps.jpg");
const TITLE = "Blinds with their camera facts";

const withJs = () => test.info().project.name === "js";

interface ListedPhoto {
  title: string;
  imageUrl: string;
  sources: Record<"avif" | "webp" | "jpeg", string>;
  exif: { camera?: string; takenAt?: string } | null;
}

/** Every derivative a visitor can be served: the display JPEG and each srcset entry. */
const servedUrls = (photo: ListedPhoto) => [
  photo.imageUrl,
  ...Object.values(photo.sources).flatMap((srcset) =>
    srcset.split(", ").map((entry) => entry.split(" ")[0]!),
  ),
];

async function uploadInDialog(page: Page) {
  await page.goto("/my-photos?upload=true");
  const upload = withJs()
    ? page.getByRole("dialog", { name: "Upload Photos" })
    : page.getByRole("region", { name: "Upload Photos" });
  await upload.getByLabel("Title").fill(TITLE);
  await upload.getByLabel("Category").selectOption({ label: "Landscape" });
  await upload.getByLabel("Photo").setInputFiles(CANON);
  if (withJs()) await expect(upload.getByText(/^Optimised from /)).toBeVisible();
  await upload.getByRole("button", { name: "Upload Photo" }).click();
  await expect(
    page.getByRole("status").getByText("Photo Uploaded Successfully", { exact: true }),
  ).toBeVisible({ timeout: 20_000 });
}

test("an uploaded photo keeps its camera facts; nothing served tells of the camera or the place", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await newUser(page, "exif");

  // With JavaScript the browser re-encodes the JPEG, which drops its EXIF: the original's block
  // must travel beside it. Without JavaScript the original itself is sent.
  let sent = "";
  if (withJs()) {
    await page.route("**/api/photos/upload", async (route) => {
      sent = route.request().postDataBuffer()?.toString("latin1") ?? "";
      await route.continue();
    });
  }
  await uploadInDialog(page);
  if (withJs()) {
    expect(sent).toContain('filename="canon-gps.webp"');
    expect(sent).toContain('name="exif"');
  }

  const response = await page.request.get("/api/user/photos");
  expect(response.ok()).toBe(true);
  const photo = ((await response.json()) as ListedPhoto[]).find((p) => p.title === TITLE)!;
  expect(photo.exif?.camera).toContain("Canon");
  expect(photo.exif?.takenAt).toBe("2008-01-22T03:28:22");
  // The position is stored for the owner, never sent, not even to them in the list.
  expect(JSON.stringify(photo)).not.toMatch(/gps|latitude|"lat"/i);

  const urls = servedUrls(photo);
  expect(urls.length).toBeGreaterThan(3);
  for (const url of urls) {
    const image = await page.request.get(url);
    expect(image.ok(), url).toBe(true);
    // Its rights may travel with it (ADR 46); nothing of the camera, its owner or the place.
    expect(cameraOrPlaceTags(imageTags(await image.body())), url).toEqual([]);
  }
});
