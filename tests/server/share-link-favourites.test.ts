import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/data/db.server";
import { hashPassword } from "~/services/passwords.server";
import { callServer, cookiesOf, type Answer, type CallOptions } from "./share-link-client";
import { signIn, startServer, type RunningServer } from "./server-process";

/**
 * Guests' favourites and proofing, and a link's activity
 * (docs/decisions/0066-favourites-proofing-activity.md), against the built server (`npm run
 * build` first), rate limits on: the guest form and its cookie, favourites within the limit and
 * the one over it refused, comments, "Send my selection" landing in the local inbox, the
 * photographer's selections as JSON, CSV and a Lightroom filter, the activity with reduced
 * addresses, and everything going with the collection.
 */

const FIXTURES = path.resolve(__dirname, "../../app/images/__fixtures__");
const PASSWORD = "favourites-password-1";
const LINK_PASSWORD = "for the couple";
const dataDir = mkdtempSync(path.join(tmpdir(), "viewfinder-share-favourites-"));
let server: RunningServer;
const cookies = { ana: "", vic: "", admin: "" };
let collectionId = "";
/** In the collection's order. */
const photos: { id: string; title: string }[] = [];
let link = { id: "", url: "" };
/** The unlock and guest cookies of the guest's browser. */
let browser = "";

const call = (pathname: string, options: CallOptions = {}) => callServer(server, pathname, options);
const api = (method: string, pathname: string, cookie: string, json?: unknown) =>
  call(pathname, {
    method,
    cookie,
    body: json === undefined ? undefined : JSON.stringify(json),
    type: json === undefined ? undefined : "application/json",
  });
const post = (pathname: string, fields: Record<string, string>, cookie = browser, from?: string) =>
  call(pathname, {
    method: "POST",
    cookie,
    from,
    body: new URLSearchParams(fields).toString(),
    type: "application/x-www-form-urlencoded",
  });
/** Where the guest changes things: the selection page's action (a photo's page has it too). */
const favourites = () => `${link.url}/selection`;
const selectionPage = () => `${link.url}/selection`;
/** As the page's fetchers post once JavaScript runs: Remix's data request, asking for no redirect. */
const scripted = (fields: Record<string, string>) =>
  post(`${favourites()}.data`, { ...fields, reply: "json" });
const addCookies = (answer: Answer) => {
  const jar = new Map(browser ? browser.split("; ").map((c) => [c.split("=")[0]!, c]) : []);
  for (const cookie of cookiesOf(answer)) jar.set(cookie.split("=")[0]!, cookie);
  browser = [...jar.values()].filter((cookie) => !cookie.endsWith("=")).join("; ");
};
/**
 * Another guest, in a browser of their own, on a link without a password: names themself, then
 * marks the first photo through the gallery's hearts route (JSON, as the page's script posts).
 */
async function chooseAsGuest(url: string) {
  const named = await post(
    `${url}/selection`,
    { intent: "guest", name: "Bo", email: "bo@example.test", back: `${url}/selection` },
    "",
  );
  expect(named.status).toBe(303);
  const guest = cookiesOf(named).join("; ");
  const fields = { intent: "favourite", photoId: photos[0]!.id, on: "1", reply: "json" };
  const marked = await post(`${url}/favourites`, fields, guest);
  expect(marked.status, marked.text).toBe(200);
  expect(JSON.parse(marked.text)).toEqual({ notice: null });
}
const decoded = (html: string) => html.replaceAll("&quot;", '"').replaceAll("&#x27;", "'");

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  const passwordHash = await hashPassword(PASSWORD);
  for (const name of ["ana", "vic", "admin"] as const) {
    await database.users.create({
      email: `${name}@example.test`,
      passwordHash,
      username: name,
      firstName: name === "ana" ? "Ana" : name === "vic" ? "Vic" : "Ada",
      lastName: "Lens",
      ...(name === "admin" ? { role: "admin" as const } : {}),
    });
  }
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: "true" });
  for (const name of ["ana", "vic", "admin"] as const) {
    cookies[name] = await signIn(server, `${name}@example.test`, PASSWORD);
  }
  // Named by the camera, titled by the photographer: the selections name the files (ADR 66).
  for (const [file, fileName, title] of [
    ["canon-gps.jpg", "DSC_0001.jpg", "First look"],
    ["meadow.png", "DSC_0002.png", "Vows"],
    ["flower.webp", "DSC_0003.webp", "Sunset over the bay"],
  ] as const) {
    const form = new FormData();
    form.set("title", title);
    form.set("category", "nature");
    const bytes = new Uint8Array(readFileSync(path.join(FIXTURES, file)));
    form.set("image", new Blob([bytes]), fileName);
    const answer = await fetch(`${server.url}/api/photos/upload`, {
      method: "POST",
      headers: { Cookie: cookies.ana },
      body: form,
    });
    expect(answer.status).toBe(201);
    photos.push({ id: ((await answer.json()) as { id: string }).id, title });
  }
  const collection = await api("POST", "/api/collections", cookies.ana, {
    title: "Wedding proofs",
    visibility: "private",
  });
  collectionId = (JSON.parse(collection.text) as { id: string }).id;
  const set = await api("PUT", `/api/collections/${collectionId}/photos`, cookies.ana, {
    photoIds: photos.map((photo) => photo.id),
  });
  expect(set.status).toBe(200);
  const made = await api("POST", `/api/collections/${collectionId}/links`, cookies.ana, {
    label: "The couple",
    password: LINK_PASSWORD,
    downloads: "web",
    favourites: true,
    favouritesLimit: 2,
  });
  expect(made.status, made.text).toBe(201);
  link = JSON.parse(made.text) as typeof link;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a guest choosing favourites", () => {
  it("gets in with the password after a wrong one", async () => {
    const wrong = await post(link.url, { password: "not it" }, "", "127.0.0.9");
    expect(wrong.status).toBe(401);
    const right = await post(link.url, { password: LINK_PASSWORD }, "");
    expect(right.status).toBe(303);
    addCookies(right);
    const gallery = await call(link.url, { cookie: browser });
    expect(gallery.status).toBe(200);
    expect(gallery.text).toContain("Choose favourites");
  });

  it("says who they are once, told what is kept and why, in a cookie of this link only", async () => {
    const page = await call(selectionPage(), { cookie: browser });
    expect(page.status).toBe(200);
    expect(decoded(page.text)).toContain(
      "Your name and email are kept with this gallery so Ana Lens knows whose favourites these are.",
    );
    // Nothing is chosen before a name is given.
    const early = await scripted({
      intent: "favourite",
      photoId: photos[0]!.id,
      on: "1",
    });
    expect(early.status).toBe(403);

    const given = await post(favourites(), {
      intent: "guest",
      name: "Bo Lens",
      email: "bo@example.test",
      back: selectionPage(),
    });
    expect(given.status).toBe(303);
    expect(given.headers.location).toBe(selectionPage());
    const setCookie = String(given.headers["set-cookie"]);
    expect(setCookie).toMatch(/vf_guest=/);
    expect(setCookie).toContain(`Path=${link.url}`);
    expect(setCookie).toContain("HttpOnly");
    addCookies(given);
    const known = await call(selectionPage(), { cookie: browser });
    expect(known.text).toContain("Choosing as <strong>Bo Lens</strong>");
    expect(known.text).toContain("0 of 2 chosen");
  });

  it("marks favourites without and with JavaScript, and the one over the limit changes nothing", async () => {
    const plain = await post(favourites(), {
      intent: "favourite",
      photoId: photos[0]!.id,
      on: "1",
      back: `${link.url}/photos/${photos[0]!.id}`,
    });
    expect(plain.status).toBe(303);
    expect(plain.headers.location).toBe(`${link.url}/photos/${photos[0]!.id}`);
    const photoPage = await call(`${link.url}/photos/${photos[0]!.id}`, { cookie: browser });
    expect(photoPage.text).toContain("1 of 2 chosen");
    expect(photoPage.text).toMatch(/aria-pressed="true"/);

    const marked = await scripted({
      intent: "favourite",
      photoId: photos[1]!.id,
      on: "1",
    });
    expect(marked.status).toBe(200);

    const over = await scripted({
      intent: "favourite",
      photoId: photos[2]!.id,
      on: "1",
    });
    expect(over.status).toBe(409);
    expect(over.text).toContain("limit");
    const overPlain = await post(favourites(), {
      intent: "favourite",
      photoId: photos[2]!.id,
      on: "1",
      back: selectionPage(),
    });
    expect(overPlain.headers.location).toBe(`${selectionPage()}?notice=limit`);
    const refused = await call(`${selectionPage()}?notice=limit`, { cookie: browser });
    expect(refused.text).toContain("You have chosen as many as this gallery allows.");
    expect(refused.text).toContain("2 of 2 chosen");

    // A photo the link does not show is not found; another site is never a way back.
    const foreign = await post(favourites(), {
      intent: "favourite",
      photoId: "f".repeat(32),
      on: "1",
    });
    expect(foreign.status).toBe(404);
    const away = await post(favourites(), {
      intent: "favourite",
      photoId: photos[1]!.id,
      on: "1",
      back: "https://elsewhere.test/",
    });
    expect(away.headers.location).toBe(selectionPage());
  });

  it("unmarks and comments; a comment on an unmarked photo marks it within the limit", async () => {
    const off = await scripted({
      intent: "favourite",
      photoId: photos[1]!.id,
      on: "0",
    });
    expect(off.status).toBe(200);
    const comment = await scripted({
      intent: "comment",
      photoId: photos[2]!.id,
      comment: "=SUM(A1) brighter, please",
    });
    expect(comment.status).toBe(200);
    const tooLong = await scripted({
      intent: "comment",
      photoId: photos[0]!.id,
      comment: "x".repeat(1001),
    });
    expect(tooLong.status).toBe(400);
    const page = await call(selectionPage(), { cookie: browser });
    expect(page.text).toContain("=SUM(A1) brighter, please");
    expect(page.text).toContain("2 of 2 chosen");
  });

  it("sends the selection to the photographer's inbox, and may send again", async () => {
    const sent = await post(favourites(), { intent: "send", back: selectionPage() });
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe(`${selectionPage()}?notice=sent`);
    const page = await call(`${selectionPage()}?notice=sent`, { cookie: browser });
    expect(page.text).toContain("Your selection was sent.");

    const inbox = await api("GET", "/api/admin/emails", cookies.admin);
    expect(inbox.status).toBe(200);
    const listed = JSON.parse(inbox.text) as { emails?: unknown[] } | unknown[];
    const emails = (Array.isArray(listed) ? listed : (listed.emails ?? [])) as {
      id: string;
      to: string;
      subject: string;
    }[];
    const mail = emails.find((email) => email.subject.includes("Bo Lens sent their selection"));
    expect(mail?.to).toBe("ana@example.test");
    const full = await api("GET", `/api/admin/emails/${mail!.id}`, cookies.admin);
    const body = decoded(full.text);
    expect(body).toContain("bo@example.test");
    expect(body).toContain("DSC_0001 OR DSC_0003");
    expect(body).toContain("=SUM(A1) brighter, please");
    // The way to the selections in My Photos (its page is ADR 67's).
    expect(body).toContain(`/my-photos/collections/${collectionId}/`);

    // Nothing locked: a change and a second send.
    const off = await scripted({
      intent: "favourite",
      photoId: photos[0]!.id,
      on: "0",
    });
    expect(off.status).toBe(200);
    expect((await scripted({ intent: "send" })).status).toBe(200);
  });

  it("is a stranger on another link of the same collection", async () => {
    const other = await api("POST", `/api/collections/${collectionId}/links`, cookies.ana, {
      favourites: true,
    });
    const { url } = JSON.parse(other.text) as { url: string };
    const page = await call(`${url}/selection`, { cookie: browser });
    expect(page.text).toContain("Your name");
    expect(page.text).not.toContain("Bo Lens");
    // A link without favourites takes no favourite posts.
    const plain = await api("POST", `/api/collections/${collectionId}/links`, cookies.ana, {});
    const plainUrl = (JSON.parse(plain.text) as { url: string }).url;
    expect(
      (await post(`${plainUrl}/selection`, { intent: "guest", name: "X", email: "x@y.test" }, ""))
        .status,
    ).toBe(404);
    expect((await call(`${plainUrl}/selection`)).status).toBe(404);
  });
});

describe("the photographer's side", () => {
  it("lists each guest's selection with comments and the Lightroom filter, to the owner only", async () => {
    const answer = await api("GET", `/api/collections/${collectionId}/selections`, cookies.ana);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual([
      {
        link: { id: link.id, label: "The couple" },
        guest: { id: expect.any(String), name: "Bo Lens", email: "bo@example.test" },
        sentAt: expect.any(String),
        photos: [
          {
            photoId: photos[2]!.id,
            title: "Sunset over the bay",
            fileName: "DSC_0003",
            comment: "=SUM(A1) brighter, please",
          },
        ],
        lightroomFilter: "DSC_0003",
      },
    ]);
    expect(
      (await api("GET", `/api/collections/${collectionId}/selections`, cookies.vic)).status,
    ).toBe(404);
    expect((await call(`/api/collections/${collectionId}/selections`)).status).toBe(401);
  });

  it("downloads them as CSV for Excel, formulas neutralised", async () => {
    for (const pathname of [
      `/api/collections/${collectionId}/selections.csv`,
      `/api/collections/${collectionId}/selections?format=csv`,
    ]) {
      const answer = await api("GET", pathname, cookies.ana);
      expect(answer.status, pathname).toBe(200);
      expect(answer.headers["content-type"]).toContain("text/csv");
      expect(answer.headers["content-disposition"]).toContain("attachment");
      expect([...answer.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = answer.text.slice(1).trim().split("\r\n");
      expect(lines[0]).toBe("Link,Guest,Email,File name,Title,Comment,Chosen at");
      expect(
        lines[1]!.startsWith(
          `The couple,Bo Lens,bo@example.test,DSC_0003,Sunset over the bay,"'=SUM(A1) brighter, please",`,
        ),
      ).toBe(true);
      expect(lines).toHaveLength(2);
    }
    expect(
      (await api("GET", `/api/collections/${collectionId}/selections.csv`, cookies.vic)).status,
    ).toBe(404);
  });

  it("counts favourites on the link and takes a limit of 1 to 1000 or none", async () => {
    const list = await api("GET", `/api/collections/${collectionId}/links`, cookies.ana);
    const mine = (
      JSON.parse(list.text) as {
        id: string;
        favouritesLimit: number | null;
        counts: { favourites: number };
      }[]
    ).find((l) => l.id === link.id);
    expect(mine).toMatchObject({ favouritesLimit: 2, counts: { favourites: 1 } });
    const patch = (favouritesLimit: unknown) =>
      api("PATCH", `/api/collections/${collectionId}/links/${link.id}`, cookies.ana, {
        favouritesLimit,
      });
    for (const wrong of [0, 1001, 2.5, "30"])
      expect((await patch(wrong)).status, String(wrong)).toBe(400);
    expect(JSON.parse((await patch(30)).text)).toMatchObject({ favouritesLimit: 30 });
    expect(JSON.parse((await patch(null)).text)).toMatchObject({ favouritesLimit: null });
  });

  it("shows the link's activity with addresses reduced to their /24", async () => {
    const download = await call(`${link.url}/download/${photos[2]!.id}`, {
      cookie: browser,
      from: "127.0.0.7",
    });
    expect(download.status).toBe(200);
    const answer = await api(
      "GET",
      `/api/collections/${collectionId}/links/${link.id}/activity`,
      cookies.ana,
    );
    expect(answer.status).toBe(200);
    const entries = JSON.parse(answer.text) as { kind: string; at: string; address: string }[];
    const kinds = new Set(entries.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual(["download", "favourite", "view", "wrong-password"]);
    expect(entries[0]!.kind).toBe("download");
    for (const entry of entries) expect(entry.address).toBe("127.0.0.0/24");
    const times = entries.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(
      (await api("GET", `/api/collections/${collectionId}/links/${link.id}/activity`, cookies.vic))
        .status,
    ).toBe(404);
  });

  it("keeps the selection when the link is revoked, and loses all of it with the link deleted for good or the collection", async () => {
    const linkPath = `/api/collections/${collectionId}/links/${link.id}`;
    const revoked = await api("DELETE", linkPath, cookies.ana);
    expect(revoked.status).toBeLessThan(300);
    expect(JSON.parse(revoked.text)).toMatchObject({ ended: "revoked" });
    const kept = await api("GET", `/api/collections/${collectionId}/selections`, cookies.ana);
    expect(JSON.parse(kept.text)).toHaveLength(1);

    // A second link with a guest's favourite: revoked, then deleted for good.
    const second = JSON.parse(
      (
        await api("POST", `/api/collections/${collectionId}/links`, cookies.ana, {
          label: "Second",
          downloads: "none",
          favourites: true,
          watermark: false,
        })
      ).text,
    ) as { id: string; url: string };
    await chooseAsGuest(second.url);
    const both = await api("GET", `/api/collections/${collectionId}/selections`, cookies.ana);
    expect(JSON.parse(both.text)).toHaveLength(2);
    const secondPath = `/api/collections/${collectionId}/links/${second.id}`;
    expect(JSON.parse((await api("DELETE", secondPath, cookies.ana)).text)).toMatchObject({
      ended: "revoked",
    });
    expect(JSON.parse((await api("DELETE", secondPath, cookies.ana)).text)).toMatchObject({
      ended: "deleted",
    });
    const after = await api("GET", `/api/collections/${collectionId}/selections`, cookies.ana);
    expect((JSON.parse(after.text) as { link: { id: string } }[]).map((s) => s.link.id)).toEqual([
      link.id,
    ]);
    const listed = await api("GET", `/api/collections/${collectionId}/links`, cookies.ana);
    expect((JSON.parse(listed.text) as { id: string }[]).map((l) => l.id)).not.toContain(second.id);
    expect((await api("DELETE", secondPath, cookies.ana)).status).toBe(404);

    expect(
      (await api("DELETE", `/api/collections/${collectionId}`, cookies.ana)).status,
    ).toBeLessThan(300);
    await server.stop();
    const database = await openDatabase({ dataDir });
    try {
      expect(await database.linkGuests.listByLinks([link.id])).toEqual([]);
      expect(await database.linkFavourites.listByLinks([link.id])).toEqual([]);
      expect(await database.linkActivity.listByLink(link.id, new Date(0), 10)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
