import { readFileSync } from "node:fs";
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { E2E_PORT } from "./env";
import { newUser } from "./helpers";
import { seedPhotographer } from "./photographer";
import { expectShortContactMessages, sendTooShortContact } from "./short-contact";

/**
 * A visitor who types and clicks while the page's code is taking over: on a slow phone that
 * moment lasts long enough to act in. Whatever they typed is what is sent, and no error is left
 * in the console. (before-hydration.spec.ts holds the scripts back instead, for edits made
 * before the code arrives.)
 */
test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(testInfo.project.name === "no-js", "without JavaScript nothing ever hydrates");
});

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
let photographer: Awaited<ReturnType<typeof seedPhotographer>>;

test.beforeAll(async () => {
  const context = await playwrightRequest.newContext({ baseURL });
  photographer = await seedPhotographer(context);
  await context.dispose();
});

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  return errors;
}

/** A phone this many times slower than this machine (Chrome's CPU throttling). */
async function slowDown(page: Page, rate: number) {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate });
}

async function photographerWithTwoPhotos(page: Page) {
  await newUser(page, "hydrating");
  for (const title of ["Mountain dawn", "Market faces"]) {
    const response = await page.request.post("/api/photos/upload", {
      multipart: {
        image: {
          name: "photo.jpg",
          mimeType: "image/jpeg",
          buffer: readFileSync("app/images/__fixtures__/canon-gps.jpg"),
        },
        title,
        category: "landscape",
        imageType: "photo",
      },
    });
    expect(response.status()).toBe(201);
  }
}

/**
 * Types into My Photos' search and presses Search at the moment React starts taking the page
 * over (it registers its listeners on the document then): the two land while it hydrates.
 */
async function searchAsHydrationStarts(page: Page, text: string) {
  await page.addInitScript((text) => {
    const add = EventTarget.prototype.addEventListener;
    let acted = false;
    EventTarget.prototype.addEventListener = function (type, ...rest) {
      // React listens to every event on its root; nothing else here listens to this one.
      if (this === document && type === "loadstart" && !acted) {
        acted = true;
        setTimeout(() => {
          const field = document.querySelector<HTMLInputElement>('input[type="search"]');
          const search = [...document.querySelectorAll("button")].find(
            (button) => button.textContent?.trim() === "Search",
          );
          if (!field || !search) return;
          field.value = text;
          field.dispatchEvent(new Event("input", { bubbles: true }));
          search.click();
        }, 0);
      }
      return add.call(this, type, ...rest);
    };
  }, text);
}

const row = (page: Page, title: string) => page.getByRole("row").filter({ hasText: title });

test("a search typed and sent just as the code takes over is the search that runs", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await photographerWithTwoPhotos(page);
  await searchAsHydrationStarts(page, "MOUNTAIN");
  await page.goto("/my-photos");
  await expect(page).toHaveURL(/q=MOUNTAIN/);
  await expect(row(page, "Mountain dawn")).toBeVisible();
  await expect(row(page, "Market faces")).toHaveCount(0);
  expect(errors).toEqual([]);
});

for (const rate of [4, 8]) {
  test(`on a phone ${rate}× slower, a search typed and sent while the page loads runs, with no error`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await photographerWithTwoPhotos(page);
    await slowDown(page, rate);
    await page.goto("/my-photos", { waitUntil: "commit" });
    const filters = page.getByRole("search", { name: "Filter photos" });
    await filters.getByLabel("Search photos").fill("MOUNTAIN");
    await filters.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=MOUNTAIN/);
    await expect(row(page, "Mountain dawn")).toBeVisible();
    await expect(row(page, "Market faces")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test(`on a phone ${rate}× slower, a contact form sent too short while the page loads gets its messages, with no error`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await slowDown(page, rate);
    await page.goto(`/${photographer.username}#contact`, { waitUntil: "commit" });
    await sendTooShortContact(page);
    await expectShortContactMessages(page);
    expect(errors).toEqual([]);
  });
}
