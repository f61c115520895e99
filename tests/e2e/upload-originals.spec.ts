import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import yauzl from "yauzl";
import { newUser } from "./helpers";

/**
 * The upload dialog and the photographer's originals: with 'Keep my original files' the very
 * bytes chosen are stored (the export gives them back); without it the browser's smaller copy is
 * sent, and what the file says about itself (Lightroom's IPTC panel) is read first, prefilling
 * the form and travelling beside the copy. Without JavaScript the form always sends the original.
 */

const LIGHTROOM = path.resolve("app/images/__fixtures__/lightroom.jpg");
const FILE_TITLE = "Crown of a falling drop";
const FILE_CAPTION = "A drop of water lands in a still basin and throws up a crown of spray.";

const withJs = () => test.info().project.name === "js";
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const toastText = (page: Page, text: string) =>
  page.getByRole("status").getByText(text, { exact: true });

const uploadDialog = (page: Page) =>
  withJs()
    ? page.getByRole("dialog", { name: "Upload Photos" })
    : page.getByRole("region", { name: "Upload Photos" });

/** Every photo file in the photographer's export zip. */
async function exportedPhotos(page: Page): Promise<Buffer[]> {
  const response = await page.request.get("/account/export");
  expect(response.ok()).toBe(true);
  const bytes = Buffer.from(await response.body());
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const photos: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      if (!entry.fileName.startsWith("photos/") || entry.fileName.endsWith("/")) {
        zip.readEntry();
        return;
      }
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          photos.push(Buffer.concat(chunks));
          zip.readEntry();
        });
        stream.on("error", reject);
      });
    });
    zip.on("end", resolve);
    zip.on("error", reject);
    zip.readEntry();
  });
  return photos;
}

/** What the browser posts to the upload API, as text (JavaScript only). */
async function watchUploads(page: Page) {
  const sent: string[] = [];
  // Routed: a request event does not carry a multipart body made from a file.
  await page.route("**/api/photos/upload", async (route) => {
    sent.push(route.request().postDataBuffer()?.toString("latin1") ?? "");
    await route.continue();
  });
  return sent;
}

test("with 'Keep my original files' on, the photo stored is the very file I chose", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await newUser(page, "orig");
  await page.goto("/account?tab=settings");
  await page.getByLabel("Keep my original files").check();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Preferences saved.", { exact: true })).toBeVisible();

  const sent = await watchUploads(page);
  await page.goto("/my-photos?upload=true");
  const upload = uploadDialog(page);
  await upload.getByLabel("Photos", { exact: true }).setInputFiles(LIGHTROOM);
  if (withJs()) {
    await expect(upload.getByText(/^Uploading your original file \(27\.5 KB\)\.$/)).toBeVisible();
    await expect(upload.getByText(/^Optimised from /)).toHaveCount(0);
  }
  await upload.getByLabel("Title").fill("My drop");
  await upload.getByLabel("Category").selectOption({ label: "Macro" });
  await upload.getByRole("button", { name: /^Upload Photos?$/ }).click();
  await expect(toastText(page, "Photo Uploaded Successfully")).toBeVisible({ timeout: 20_000 });
  if (withJs()) {
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('filename="lightroom.jpg"');
    // The file carries its own metadata: nothing needs to travel beside it.
    expect(sent[0]).not.toContain('name="metadata"');
  }

  const photos = await exportedPhotos(page);
  expect(photos).toHaveLength(1);
  expect(sha256(photos[0]!)).toBe(sha256(readFileSync(LIGHTROOM)));
});

test("otherwise the dialog prefills the form from the file and sends its metadata with the smaller copy", async ({
  page,
}) => {
  test.skip(!withJs(), "without JavaScript the form sends the original and prefills nothing");
  test.setTimeout(60_000);
  await newUser(page, "prefill");
  const sent = await watchUploads(page);
  await page.goto("/my-photos?upload=true");
  const upload = uploadDialog(page);
  await upload.getByLabel("Photos", { exact: true }).setInputFiles(LIGHTROOM);

  await expect(upload.getByLabel("Title")).toHaveValue(FILE_TITLE);
  await expect(upload.getByLabel("Description")).toHaveValue(FILE_CAPTION);
  await expect(
    upload.getByText("From the file: title, description, 4 keywords, alt text, rights, licence."),
  ).toBeVisible();
  await expect(upload.getByText(/^Optimised from /)).toBeVisible();
  // Suggestions arriving later do not replace what the photographer wrote into the file.
  await expect(toastText(page, "Suggestions")).toBeVisible({ timeout: 20_000 });
  await expect(upload.getByLabel("Title")).toHaveValue(FILE_TITLE);
  await expect(upload.getByLabel("Description")).toHaveValue(FILE_CAPTION);

  // What was prefilled can be changed like anything typed.
  await upload.getByLabel("Title").fill(`${FILE_TITLE}, edited`);
  await upload.getByLabel("Category").selectOption({ label: "Macro" });
  await upload.getByRole("button", { name: "Upload Photo" }).click();
  await expect(toastText(page, "Photo Uploaded Successfully")).toBeVisible({ timeout: 20_000 });

  expect(sent).toHaveLength(1);
  expect(sent[0]).toContain('filename="lightroom.webp"');
  const field = /name="metadata"\r\n\r\n([^\r]*)\r\n/.exec(sent[0]!)?.[1];
  expect(field, "the metadata field").toBeTruthy();
  const metadata = JSON.parse(Buffer.from(field!, "latin1").toString("utf8"));
  expect(metadata).toMatchObject({
    title: FILE_TITLE,
    tags: ["water", "drop", "splash", "macro"],
    rights: { creator: "Élodie Marchand", copyrightNotice: "© 2024 Élodie Marchand" },
    licenseUrl: "https://creativecommons.org/licenses/by-nc/4.0/",
  });

  const response = await page.request.get("/api/user/photos");
  const [photo] = (await response.json()) as {
    title: string;
    description: string;
    aiAltText: string | null;
  }[];
  expect(photo?.title).toBe(`${FILE_TITLE}, edited`);
  expect(photo?.description).toContain("throws up a crown of spray");
  expect(photo?.aiAltText).toMatch(/^A water droplet splashing/);
});

test("a title left empty is the one written into the original, not its file name, and its rights are kept", async ({
  page,
}) => {
  test.skip(
    !withJs(),
    "without JavaScript the form sends the file as chosen, which carries its own title and rights",
  );
  test.setTimeout(60_000);
  await newUser(page, "untitled");
  const sent = await watchUploads(page);
  await page.goto("/my-photos?upload=true");
  const upload = uploadDialog(page);
  await upload.getByLabel("Photos", { exact: true }).setInputFiles(LIGHTROOM);
  await expect(upload.getByText(/^Optimised from /)).toBeVisible();
  await expect(toastText(page, "Suggestions")).toBeVisible({ timeout: 20_000 });

  // The photographer empties the prefilled title: the photo is still not named after its file.
  await upload.getByLabel("Title").fill("");
  await upload.getByLabel("Category").selectOption({ label: "Macro" });
  await upload.getByRole("button", { name: "Upload Photo" }).click();
  await expect(
    toastText(page, `"${FILE_TITLE}" is in your photos, private until you make it public.`),
  ).toBeVisible({ timeout: 20_000 });

  // What was sent is the smaller copy, which has lost the file's IPTC/XMP.
  expect(sent).toHaveLength(1);
  expect(sent[0]).toContain('filename="lightroom.webp"');
  expect(sent[0]).toMatch(/name="title"\r\n\r\n\r\n/);

  const list = await page.request.get("/api/user/photos");
  const [{ id }] = (await list.json()) as { id: string }[];
  const response = await page.request.get(`/api/user/photos/${id}`);
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({
    title: FILE_TITLE,
    tags: ["water", "drop", "splash", "macro"],
    rights: {
      creator: "Élodie Marchand",
      copyrightNotice: "© 2024 Élodie Marchand",
      creditLine: "Lumière Press",
      webStatement: "https://elodie-marchand.example/rights",
    },
    license: "CC-BY-NC-4.0",
  });
});
