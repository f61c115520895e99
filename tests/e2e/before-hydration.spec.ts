import { expect, test, type Page } from "@playwright/test";
import { ADMIN } from "./env";
import { newIdentity, newUser, signIn } from "./helpers";

/**
 * What a visitor does while the page's code is still on its way must survive its arrival:
 * typed text, ticked boxes, a chosen theme, an open dialog. Each test holds the page's scripts
 * until the visitor has acted, then lets them load and waits for React to take the page over,
 * so the outcome never depends on how fast the scripts happen to arrive.
 */
test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(testInfo.project.name === "no-js", "without JavaScript nothing ever hydrates");
});

async function holdScripts(page: Page) {
  let release!: () => void;
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/.+\.js$/, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  return release;
}

/** React owns the element (its fiber is on it) and the first render's effects have run. */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction(
    (css) =>
      Object.keys(document.querySelector(css) ?? {}).some((key) => key.startsWith("__react")),
    selector,
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
  );
}

test("text typed into sign-up before the code arrives is kept and submits with one click", async ({
  page,
}) => {
  const who = newIdentity("early-signup");
  const release = await holdScripts(page);
  await page.goto("/signup", { waitUntil: "commit" });
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByLabel("Confirm password").fill(who.password);

  release();
  await hydrated(page, "form");
  await expect(page.getByLabel("Email")).toHaveValue(who.email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue(who.password);
  await expect(page.getByLabel("Confirm password")).toHaveValue(who.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test("onboarding fields filled before the code arrives are kept", async ({ page }) => {
  const who = newIdentity("early-onboard");
  await page.goto("/signup");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByLabel("Confirm password").fill(who.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  const release = await holdScripts(page);
  await page.reload({ waitUntil: "commit" });
  await page.getByLabel("First name").fill(who.first);
  await page.getByLabel("Last name").fill(who.last);
  await page.getByLabel("Username").fill(who.username);

  release();
  await hydrated(page, "form");
  await expect(page.getByLabel("First name")).toHaveValue(who.first);
  await expect(page.getByLabel("Last name")).toHaveValue(who.last);
  await expect(page.getByLabel("Username")).toHaveValue(who.username);
  await page.getByRole("button", { name: "Complete Setup" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a profile edited before the code arrives keeps the edits", async ({ page }) => {
  await newUser(page, "early-profile");
  const release = await holdScripts(page);
  await page.goto("/account?tab=profile", { waitUntil: "commit" });
  const bio = page.getByLabel("Bio");
  const tagline = page.getByLabel("Tagline");
  await bio.fill("Light on water, early mornings.");
  await tagline.fill("Harbours and fog");

  release();
  await hydrated(page, "form");
  await expect(bio).toHaveValue("Light on water, early mornings.");
  await expect(tagline).toHaveValue("Harbours and fog");
  // React's own state learnt them too: saving sends what the visitor sees.
  await page.getByRole("button", { name: "Save Profile" }).click();
  await page.goto("/account?tab=profile");
  await expect(bio).toHaveValue("Light on water, early mornings.");
  await expect(tagline).toHaveValue("Harbours and fog");
});

test("a dialog opened before the code arrives is open once it has", async ({ page }) => {
  await newUser(page, "early-dialog");
  const release = await holdScripts(page);
  await page.goto("/my-photos", { waitUntil: "commit" });
  await page.getByRole("main").getByRole("link", { name: "Upload Photos" }).first().click();
  // Before the code, the dialog is the page's own section (as without JavaScript).
  await expect(page).toHaveURL(/upload=true/);
  await expect(page.getByRole("heading", { name: /upload photo/i })).toBeVisible();

  release();
  await hydrated(page, "main");
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(
    page.getByRole("dialog").getByRole("heading", { name: /upload photo/i }),
  ).toBeVisible();
});

test("a theme chosen before the code arrives stays chosen", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const theme = page.getByLabel("Theme");
  // The control is there before the code, or it arrives with it; either way the choice sticks.
  if (await theme.isVisible()) {
    await theme.selectOption("dark");
    release();
  } else {
    release();
    await theme.selectOption("dark");
  }
  await hydrated(page, "nav");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(theme).toHaveValue("dark");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
});

/**
 * Runs `act` in the page at the moment React starts hydrating (it has put its listeners on the
 * document) and before it has rendered anything: the edit makes React hydrate at once and render
 * the field with the server's value, which is what the visitor's choice must survive.
 */
const SETTINGS = "/admin/dashboard/settings";

async function actAsHydrationStarts(page: Page, label: string, option: string) {
  await page.addInitScript(
    ({ label, option }) => {
      const add = EventTarget.prototype.addEventListener;
      let acted = false;
      EventTarget.prototype.addEventListener = function (type, ...rest) {
        // React listens to every event on its root; nothing else here listens to this one.
        if (this === document && type === "loadstart" && !acted) {
          acted = true;
          setTimeout(() => {
            const field = [...document.querySelectorAll("label")].find(
              (candidate) => candidate.textContent?.trim() === label,
            )?.control;
            if (!(field instanceof HTMLSelectElement)) return;
            field.value = option;
            field.dispatchEvent(new Event("input", { bubbles: true }));
            field.dispatchEvent(new Event("change", { bubbles: true }));
          }, 0);
        }
        return add.call(this, type, ...rest);
      };
    },
    { label, option },
  );
}

test("a choice made just as the code takes over is kept, and saving sends it", async ({ page }) => {
  const label = "Default AI-training choice for photographers";
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(SETTINGS);
  const choice = page.getByLabel(label);
  const stored = await choice.inputValue();
  const chosen = stored === "allow" ? "disallow" : "allow";
  try {
    await actAsHydrationStarts(page, label, chosen);
    await page.reload();
    await hydrated(page, "form");
    await expect(choice).toHaveValue(chosen);
    // React's state learnt it too: what is saved is what the visitor chose.
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved.")).toBeVisible();
    await page.goto(SETTINGS);
    await expect(choice).toHaveValue(chosen);
  } finally {
    await page.goto(SETTINGS);
    await hydrated(page, "form");
    await choice.selectOption(stored);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved.")).toBeVisible();
  }
});
