import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mimeEssence } from "./mime";
import { CROSS_SITE_REFUSED, isCrossOrigin } from "./same-origin.server";
import { rawRequest } from "./raw-request";
import { startGuardedApp, type GuardedApp } from "./test-app";

const SITE = "https://photos.example";

describe("isCrossOrigin", () => {
  const check = (method: string, origin?: string, secFetchSite?: string) =>
    isCrossOrigin({ method, origin, secFetchSite, siteOrigin: SITE });

  it("lets the site's own posts and header-less clients through", () => {
    expect(check("POST", SITE, "same-origin")).toBe(false);
    expect(check("POST", "https://PHOTOS.example:443", "same-origin")).toBe(false);
    expect(check("DELETE", SITE)).toBe(false);
    expect(check("POST", undefined, "same-origin")).toBe(false);
    expect(check("POST", undefined, "none")).toBe(false);
    expect(check("PATCH")).toBe(false);
  });

  it("refuses posts another origin sends", () => {
    expect(check("POST", "https://evil.example")).toBe(true);
    expect(check("PUT", "https://photos.example:8443")).toBe(true);
    expect(check("PATCH", "http://photos.example")).toBe(true);
    expect(check("DELETE", "https://sub.photos.example")).toBe(true);
    expect(check("POST", "null")).toBe(true);
    expect(check("POST", "not a url")).toBe(true);
    expect(check("POST", undefined, "cross-site")).toBe(true);
    // Another port of the same host is "same-site", and still another origin.
    expect(check("POST", undefined, "same-site")).toBe(true);
    expect(check("POST", SITE, "cross-site")).toBe(true);
    expect(check("PROPFIND", "https://evil.example")).toBe(true);
  });

  it("lets a no-referrer page's own posts through: Origin null, but Sec-Fetch-Site same-origin", () => {
    expect(check("POST", "null", "same-origin")).toBe(false);
    // Without the browser's word, or with another site's, null is no origin of ours.
    expect(check("POST", "null")).toBe(true);
    expect(check("POST", "null", "cross-site")).toBe(true);
    expect(check("POST", "null", "none")).toBe(true);
  });

  it("never refuses reads", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(check(method, "https://evil.example", "cross-site")).toBe(false);
    }
  });
});

describe("mimeEssence", () => {
  it("reads type/subtype only, in lower case", () => {
    expect(mimeEssence("application/json")).toBe("application/json");
    expect(mimeEssence("Application/JSON; charset=utf-8")).toBe("application/json");
    expect(mimeEssence("text/plain; application/json")).toBe("text/plain");
    expect(mimeEssence("application/json, text/plain")).not.toBe("application/json");
    expect(mimeEssence("application/jsonx")).toBe("application/jsonx");
    expect(mimeEssence(null)).toBe("");
  });
});

describe("the same-origin guard in front of the app", () => {
  let configured: GuardedApp;
  let ownOrigin: GuardedApp;
  beforeAll(async () => {
    configured = await startGuardedApp({ SITE_URL: `${SITE}/` });
    ownOrigin = await startGuardedApp();
  });
  afterAll(async () => {
    await configured.close();
    await ownOrigin.close();
  });

  const post = (app: GuardedApp, path: string, headers: Record<string, string>) =>
    rawRequest(`${app.url}${path}`, { headers, body: ["{}"] });

  it("answers 403 JSON to the API and to scripts, and the app never sees the request", async () => {
    const before = configured.reached();
    const api = await post(configured, "/api/auth/logout", { Origin: "https://evil.example" });
    expect([api.status, JSON.parse(api.body)]).toEqual([403, { message: CROSS_SITE_REFUSED }]);
    const page = await post(configured, "/login.data", { "Sec-Fetch-Site": "cross-site" });
    expect([page.status, JSON.parse(page.body)]).toEqual([403, { message: CROSS_SITE_REFUSED }]);
    expect(configured.reached()).toBe(before);
  });

  it("answers a browser's cross-site form post with a 403 page", async () => {
    const answer = await post(configured, "/login", {
      Origin: "https://evil.example",
      Accept: "text/html,application/xhtml+xml,*/*;q=0.8",
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(answer.status).toBe(403);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    expect(answer.body).toContain(CROSS_SITE_REFUSED);
  });

  it("compares with SITE_URL when it is set, whatever the Host header says", async () => {
    const own = await post(configured, "/api/x", { Origin: SITE, Host: "photos.example" });
    expect(own.status).toBe(200);
    const hostLike = await post(configured, "/api/x", { Origin: configured.url });
    expect(hostLike.status).toBe(403);
  });

  it("compares with the request's own origin when SITE_URL is unset", async () => {
    const own = await post(ownOrigin, "/api/x", { Origin: ownOrigin.url });
    expect(own.status).toBe(200);
    const otherPort = await post(ownOrigin, "/api/x", {
      Origin: `http://127.0.0.1:${ownOrigin.port + 1}`,
      "Sec-Fetch-Site": "same-site",
    });
    expect(otherPort.status).toBe(403);
    const otherPortOriginOnly = await post(ownOrigin, "/api/x", {
      Origin: `http://127.0.0.1:${ownOrigin.port + 1}`,
    });
    expect(otherPortOriginOnly.status).toBe(403);
    // Forwarded headers count only when `trust proxy` says so.
    const forged = await post(ownOrigin, "/api/x", {
      Origin: "https://evil.example",
      "X-Forwarded-Host": "evil.example",
      "X-Forwarded-Proto": "https",
    });
    expect(forged.status).toBe(403);
  });

  it("believes X-Forwarded-Host and -Proto from a trusted proxy", async () => {
    const proxied = await startGuardedApp({ trustProxy: 1 });
    try {
      const answer = await post(proxied, "/api/x", {
        Origin: "https://photos.example",
        "X-Forwarded-Host": "photos.example",
        "X-Forwarded-Proto": "https",
      });
      expect(answer.status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it("lets a no-referrer page's own post through to the page's action, past the host guard", async () => {
    for (const app of [configured, ownOrigin]) {
      const before = app.reached();
      const answer = await post(app, "/s/token", {
        Origin: "null",
        "Sec-Fetch-Site": "same-origin",
        "Content-Type": "application/x-www-form-urlencoded",
      });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ origin: null });
      expect(app.reached()).toBe(before + 1);
    }
  });

  it("lets reads, typed addresses and header-less clients through", async () => {
    const typed = await post(configured, "/api/x", { "Sec-Fetch-Site": "none" });
    expect(typed.status).toBe(200);
    const script = await post(configured, "/api/x", {});
    expect(script.status).toBe(200);
    const read = await rawRequest(`${configured.url}/api/x`, {
      method: "GET",
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(read.status).toBe(200);
  });
});
