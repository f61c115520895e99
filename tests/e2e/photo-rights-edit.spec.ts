import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { LICENSE_MESSAGES } from "../../app/utils/photo-rights";
import { newUser } from "./helpers";

const FIXTURES = path.resolve("app/images/__fixtures__");

const withJs = () => test.info().project.name === "js";

/** A modal with JavaScript, a section of the page without it (as in my-photos.spec.ts). */
const editDialog = (page: Page) =>
  withJs()
    ? page.getByRole("dialog", { name: "Edit Photo Metadata" })
    : page.getByRole("region", { name: "Edit Photo Metadata" });

const editLink = (page: Page, title: string) =>
  page.getByRole("link", { name: `Edit ${title}`, exact: true });

/** Lightroom's file, sent untitled: the photo takes the file's title, rights and licence. */
async function uploadLightroomPhoto(page: Page, title = "") {
  const response = await page.request.post("/api/photos/upload", {
    multipart: {
      image: {
        name: "lightroom.jpg",
        mimeType: "image/jpeg",
        buffer: readFileSync(path.join(FIXTURES, "lightroom.jpg")),
      },
      title,
      category: "macro",
      imageType: "photo",
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; title: string };
}

test.describe("the Edit dialog's rights and licence", () => {
  test("shows the file's rights and licence, and saves what is changed", async ({ page }) => {
    await newUser(page, "rights");
    const { id, title } = await uploadLightroomPhoto(page);
    expect(title).toBe("Crown of a falling drop");
    await page.goto("/my-photos");
    await editLink(page, title).click();
    const edit = editDialog(page);

    // The photo has rights, so the section starts open, filled from the file.
    await expect(edit.getByLabel("Creator")).toHaveValue("Élodie Marchand");
    await expect(edit.getByLabel("Credit line")).toHaveValue("Lumière Press");
    await expect(edit.getByLabel("Licensor URL")).toHaveValue(
      "https://elodie-marchand.example/licensing",
    );
    await expect(edit.getByLabel("Licence", { exact: true })).toHaveValue("CC-BY-NC-4.0");

    await edit.getByLabel("Creator").fill("  Élodie M. ");
    await edit.getByLabel("Credit line").fill("");
    await edit.getByLabel("Licence", { exact: true }).selectOption({ label: "CC BY-SA 4.0" });
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      page.getByRole("status").getByText("Photo updated", { exact: true }),
    ).toBeVisible();

    const saved = await (await page.request.get(`/api/user/photos/${id}`)).json();
    expect(saved).toMatchObject({
      license: "CC-BY-SA-4.0",
      rights: {
        creator: "Élodie M.",
        creditLine: null,
        copyrightNotice: "© 2024 Élodie Marchand",
      },
    });

    await editLink(page, title).click();
    await expect(editDialog(page).getByLabel("Creator")).toHaveValue("Élodie M.");
    await expect(editDialog(page).getByLabel("Licence", { exact: true })).toHaveValue(
      "CC-BY-SA-4.0",
    );
  });

  test("takes a custom licence's address, and refuses one that is not an address", async ({
    page,
  }) => {
    await newUser(page, "licence");
    const { id } = await uploadLightroomPhoto(page, "Splash");
    await page.goto("/my-photos");
    await editLink(page, "Splash").click();
    const edit = editDialog(page);

    await edit
      .getByLabel("Licence", { exact: true })
      .selectOption({ label: "Custom licence (address below)" });
    await edit.getByLabel("Custom licence URL").fill("not a licence");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(editDialog(page).getByText(LICENSE_MESSAGES.invalid)).toBeVisible();
    expect((await (await page.request.get(`/api/user/photos/${id}`)).json()).license).toBe(
      "CC-BY-NC-4.0",
    );

    const again = editDialog(page);
    await expect(again.getByLabel("Licence", { exact: true })).toHaveValue("custom");
    await again.getByLabel("Custom licence URL").fill("https://elodie.example/my-licence");
    await again.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      page.getByRole("status").getByText("Photo updated", { exact: true }),
    ).toBeVisible();
    expect((await (await page.request.get(`/api/user/photos/${id}`)).json()).license).toBe(
      "https://elodie.example/my-licence",
    );
  });

  test("folds the section away for a photo without rights, and opens it on request", async ({
    page,
  }) => {
    await newUser(page, "norights");
    const response = await page.request.post("/api/photos/upload", {
      multipart: {
        image: {
          name: "flower.webp",
          mimeType: "image/webp",
          buffer: readFileSync(path.join(FIXTURES, "flower.webp")),
        },
        title: "Flower",
        category: "nature",
      },
    });
    expect(response.status()).toBe(201);
    await page.goto("/my-photos");
    await editLink(page, "Flower").click();
    const edit = editDialog(page);
    await expect(edit.getByLabel("Creator")).toBeHidden();
    await edit.getByText("Rights and licence", { exact: true }).click();
    await expect(edit.getByLabel("Creator")).toBeVisible();
    await expect(edit.getByLabel("Licence", { exact: true })).toHaveValue("");
    await edit.getByLabel("Copyright notice").fill("© 2026 Ada");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      page.getByRole("status").getByText("Photo updated", { exact: true }),
    ).toBeVisible();
    const { id } = (await response.json()) as { id: string };
    const saved = await (await page.request.get(`/api/user/photos/${id}`)).json();
    expect(saved.rights.copyrightNotice).toBe("© 2026 Ada");
    expect(saved.license).toBe("all-rights-reserved");
  });
});
