import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "./raw-request";
import { HOST_NOT_SITE, isAddressedElsewhere } from "./site-host.server";
import { startGuardedApp, type GuardedApp } from "./test-app";

describe("isAddressedElsewhere", () => {
  const origin = "http://localhost:3000";

  it("finds a browser's post sent to the site under another host name", () => {
    expect(isAddressedElsewhere({ method: "POST", origin, host: "127.0.0.1:3000" })).toBe(true);
    expect(isAddressedElsewhere({ method: "DELETE", origin, host: "localhost:3001" })).toBe(true);
    expect(isAddressedElsewhere({ method: "POST", origin, host: undefined })).toBe(true);
    // Remix compares X-Forwarded-Host, when there is one, whatever `trust proxy` says.
    expect(
      isAddressedElsewhere({
        method: "POST",
        origin,
        host: "localhost:3000",
        forwardedHost: "evil.example",
      }),
    ).toBe(true);
  });

  it("lets the site's own address, reads and scripts through", () => {
    expect(isAddressedElsewhere({ method: "POST", origin, host: "localhost:3000" })).toBe(false);
    expect(
      isAddressedElsewhere({
        method: "POST",
        origin: "https://photos.example",
        host: "app:3000",
        forwardedHost: "photos.example, app",
      }),
    ).toBe(false);
    expect(isAddressedElsewhere({ method: "GET", origin, host: "127.0.0.1:3000" })).toBe(false);
    expect(isAddressedElsewhere({ method: "POST", host: "127.0.0.1:3000" })).toBe(false);
  });
});

describe("the site-host guard in front of the app", () => {
  let app: GuardedApp;
  let site: string;
  beforeAll(async () => {
    // The port is only known once listening: the site is this very server under its name.
    const probe = await startGuardedApp();
    const port = probe.port;
    await probe.close();
    site = `http://localhost:${port}`;
    app = await startGuardedApp({ SITE_URL: site, port });
  });
  afterAll(() => app.close());

  it("answers 403 naming the site's address to a sign-in sent to 127.0.0.1", async () => {
    const before = app.reached();
    const answer = await rawRequest(`${app.url}/login`, {
      headers: {
        Origin: site,
        "Sec-Fetch-Site": "same-origin",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: ["email=a%40example.test&password=x"],
    });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({
      message: `${HOST_NOT_SITE} Open the site at ${site}.`,
    });
    expect(app.reached()).toBe(before);
  });

  it("lets the same post through the site's own host name", async () => {
    const answer = await rawRequest(`${app.url}/login`, {
      headers: {
        Host: new URL(site).host,
        Origin: site,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: ["email=a%40example.test&password=x"],
    });
    expect(answer.status).toBe(200);
  });
});
