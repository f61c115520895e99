import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { newUser, signIn, signOut } from "./helpers";

/**
 * The account page (docs/product.md#account-page), with and without JavaScript. Fixtures come from
 * app/images/__fixtures__: meadow.png (a real PNG), notes-renamed.jpg (text named .jpg) and
 * canon-gps.jpg (uploaded as a photo through /api/photos/upload for the own-photo pickers).
 * Choosing a global hero needs curated heroes, which no admin path creates yet:
 * tests/server/account-api.test.ts covers it against a database seeded before the server starts.
 */

const FIXTURES = path.resolve("app/images/__fixtures__");
const toast = (page: Page, title: string) =>
  page.getByRole("status").getByText(title, { exact: true });

test("I edit my profile and the portfolio URL follows the URL style", async ({ page }, info) => {
  const who = await newUser(page, "acct");
  // An accented name, its own per user: one full-name path belongs to one account (ADR 40).
  const last = `Núñez ${who.username}`;
  const path = `/grace-nunez-${who.username}`;
  await page.goto("/account?tab=profile");
  await page.getByLabel("First name", { exact: true }).fill("Grace");
  await page.getByLabel("Last name", { exact: true }).fill(last);
  await page.getByLabel("Tagline").fill("Light and shadow");
  await page.getByLabel("Portfolio URL style").selectOption("fullname_dash");
  if (info.project.name === "js") {
    // The preview follows the form before anything is saved.
    await expect(page.getByTestId("portfolio-url-preview")).toHaveText(new RegExp(`${path}$`));
  }
  await page.getByRole("button", { name: "Save Profile" }).click();

  await expect(toast(page, "Profile updated")).toBeVisible();
  await expect(page.getByLabel("Portfolio URL", { exact: true })).toHaveValue(
    new RegExp(`${path}$`),
  );
  await expect(page.getByLabel("Tagline")).toHaveValue("Light and shadow");
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Welcome, Grace" })).toBeVisible();
  await expect(page.getByText(who.username, { exact: true }).first()).toBeVisible();
  const portfolio = page.getByRole("navigation", { name: "Main" }).getByRole("link", {
    name: "Portfolio",
  });
  await expect(portfolio).toHaveAttribute("href", path);

  // The link opens my portfolio.
  await portfolio.click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("heading", { level: 1, name: `Grace ${last}` })).toBeVisible();
  await expect(page.getByText("Portfolio Not Found")).toHaveCount(0);
});

test("a taken username is refused and nothing is saved", async ({ page }) => {
  const first = await newUser(page, "taken");
  await signOut(page);
  await newUser(page, "taker");
  await page.goto("/account?tab=profile");
  await page.getByLabel("Username").fill(first.username);
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(toast(page, "Update failed")).toBeVisible();
  await expect(
    page.getByText("That username is already taken. Please choose another.").first(),
  ).toBeVisible();
});

test("Cancel puts the stored values back", async ({ page }) => {
  // A reset button: the browser restores the rendered values without JavaScript, conform with it.
  const who = await newUser(page, "cancel");
  await page.goto("/account?tab=profile");
  await page.getByLabel("Username").fill("someone-else");
  await page.getByLabel("Bio").fill("Not meant to be kept");
  await page.getByRole("button", { name: "Cancel" }).first().click();
  await expect(page.getByLabel("Username")).toHaveValue(who.username);
  await expect(page.getByLabel("Bio")).toHaveValue("");
});

test("I upload a profile picture and see it", async ({ page }, info) => {
  await newUser(page, "avatar");
  await page.goto("/account?tab=avatar");
  const avatar = page.getByTestId("current-avatar").locator("img");
  await expect(avatar).toHaveCount(0);
  await page.getByLabel(/Choose an image/).setInputFiles(path.join(FIXTURES, "meadow.png"));
  if (info.project.name === "js") {
    await expect(page.getByAltText("Preview of the new profile picture")).toBeVisible();
  }
  await page.getByRole("button", { name: "Upload" }).click();

  await expect(toast(page, "Profile picture updated")).toBeVisible();
  await expect(avatar).toHaveAttribute("src", /^\/avatars\/[^/]+\/[a-f0-9]{16}\.webp$/);
  const src = await avatar.getAttribute("src");
  const served = await page.request.get(src!);
  expect(served.headers()["content-type"]).toBe("image/webp");
});

test("a file that is not an image is refused with the spec's message", async ({ page }, info) => {
  await newUser(page, "notimg");
  await page.goto("/account?tab=avatar");
  const input = page.getByLabel(/Choose an image/);
  if (info.project.name === "js") {
    // Checked in the browser first: a text file never leaves it.
    await input.setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hi"),
    });
    await expect(toast(page, "Invalid File")).toBeVisible();
    await expect(page.getByRole("alert").getByText("Please select an image file.")).toBeVisible();
  }
  // Named like a JPEG: only the server, reading the bytes, can tell.
  await input.setInputFiles(path.join(FIXTURES, "notes-renamed.jpg"));
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(toast(page, "Invalid File")).toBeVisible();
  await expect(page.getByRole("alert").getByText("Please select an image file.")).toBeVisible();
  await expect(page.getByTestId("current-avatar").locator("img")).toHaveCount(0);
});

test("I change my password: the new one signs in, the old one does not", async ({ page }) => {
  const who = await newUser(page, "pwd");
  await page.goto("/account?tab=settings");
  const change = async (current: string, next: string) => {
    await page.getByLabel("Current password").fill(current);
    await page.getByLabel("New password", { exact: true }).fill(next);
    await page.getByLabel("Confirm new password").fill(next);
    await page.getByRole("button", { name: "Change Password" }).click();
  };
  await change("not-my-password", "a-brand-new-secret");
  await expect(page.getByText("Current password is incorrect.")).toBeVisible();
  await change(who.password, "a-brand-new-secret");
  await expect(toast(page, "Password updated")).toBeVisible();
  await expect(page).toHaveURL(/\/account\?tab=settings$/);

  await signOut(page);
  await signIn(page, who.email, who.password);
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  await signIn(page, who.email, "a-brand-new-secret");
  await expect(page).toHaveURL(/\/$/);
});

test("I delete my account and can no longer sign in", async ({ page }) => {
  const who = await newUser(page, "del");
  await page.goto("/account?tab=settings");
  await page.locator("summary", { hasText: "Delete Account" }).click();
  const confirm = page.getByLabel(`Type your username (${who.username}) to confirm`);
  await confirm.fill("not-my-name");
  await page.getByRole("button", { name: "Permanently delete my account" }).click();
  await expect(page.getByText("Please type your username exactly to confirm.")).toBeVisible();
  await confirm.fill(who.username);
  await page.getByRole("button", { name: "Permanently delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, "Account deleted")).toBeVisible();
  await signIn(page, who.email, who.password);
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
});

test("the tabs are links, with photo stats, services and templates", async ({ page }) => {
  await newUser(page, "tabs");
  await page.goto("/account");
  await expect(page.getByText("Total Photos")).toBeVisible();
  await expect(page.getByRole("link", { name: "Manage Photos" })).toHaveAttribute(
    "href",
    "/my-photos",
  );
  await expect(page.getByRole("link", { name: "Upload Photos" }).last()).toHaveAttribute(
    "href",
    "/my-photos?upload=true",
  );
  // The e2e server has Google credentials (the stand-in's): the panel offers Connect. Without
  // them it says the integration is unavailable: tests/server/account-google-photos.test.ts.
  const googlePhotos = page.getByRole("region", { name: "Google Photos" });
  await expect(googlePhotos.getByText("Not connected")).toBeVisible();
  await expect(googlePhotos.getByRole("link", { name: "Connect" })).toHaveAttribute(
    "href",
    "/api/auth/google/photos/start",
  );
  await expect(page.getByText("of 250 MB used")).toBeVisible();

  await page.getByRole("navigation", { name: "Account sections" }).getByText("Portfolio").click();
  await expect(page).toHaveURL(/tab=portfolio/);
  const epic = page.getByRole("group", { name: "Epic", exact: true });
  await epic.getByRole("button", { name: "Apply Epic" }).click();
  await expect(toast(page, "Template applied")).toBeVisible();
  await expect(epic.getByText("Currently Active")).toBeVisible();

  await page
    .getByRole("navigation", { name: "Account sections" })
    .getByText("Edit Profile")
    .click();
  // The dashboard's browser tests may have added banners by now: the group is there either way.
  await expect(page.getByRole("group", { name: "Featured hero images" })).toBeVisible();
});

test("the portfolio URL can be copied", async ({ page, context }, info) => {
  test.skip(
    info.project.name !== "js",
    "copying needs JavaScript; without it the field is selectable",
  );
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const who = await newUser(page, "copy");
  await page.goto("/account");
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(toast(page, "Copied!")).toBeVisible();
  await expect(page.getByText("Portfolio URL copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/${who.username}$`),
  );
});

test("one of my photos becomes my profile picture and my hero", async ({ page }) => {
  await newUser(page, "own");
  const upload = await page.request.post("/api/photos/upload", {
    multipart: {
      title: "Blinds",
      category: "nature",
      imageType: "photo",
      image: {
        name: "canon-gps.jpg",
        mimeType: "image/jpeg",
        buffer: readFileSync(path.join(FIXTURES, "canon-gps.jpg")),
      },
    },
  });
  expect(upload.ok()).toBe(true);

  await page.goto("/account?tab=avatar");
  await page.getByRole("button", { name: "Use Blinds as profile picture" }).click();
  await expect(toast(page, "Profile picture updated")).toBeVisible();
  await expect(page.getByTestId("current-avatar").locator("img")).toHaveAttribute(
    "src",
    /^\/avatars\//,
  );

  await page.goto("/account?tab=hero");
  await expect(page.getByText("Your portfolio shows the default hero image.")).toBeVisible();
  await page.getByRole("radio", { name: "Blinds" }).check();
  await page.getByRole("button", { name: "Save Hero Image" }).click();
  await expect(toast(page, "Hero image updated")).toBeVisible();
  await expect(page.getByText("Current hero: Blinds")).toBeVisible();
  // The upload pipeline stored the photo's colours: the palette is complete at once.
  await expect(
    page.getByRole("list", { name: "Hero colours" }).getByRole("listitem"),
  ).not.toHaveCount(0);
  await page.getByRole("button", { name: "Re-extract" }).click();
  await expect(toast(page, "Colors Extracted!")).toBeVisible();
});
