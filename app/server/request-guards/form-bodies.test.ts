import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_BODY_EXPECTED, lacksFormBody } from "./form-bodies.server";
import { rawRequest } from "./raw-request";
import { startGuardedApp, type GuardedApp } from "./test-app";

const FORM = "application/x-www-form-urlencoded";

describe("lacksFormBody", () => {
  it("wants a form on every page action", () => {
    expect(lacksFormBody("POST", "/my-photos", "application/json")).toBe(true);
    expect(lacksFormBody("POST", "/admin/dashboard/users.data", "text/plain")).toBe(true);
    expect(lacksFormBody("DELETE", "/my-photos", undefined)).toBe(true);
    expect(lacksFormBody("POST", "/my-photos", `${FORM}; charset=UTF-8`)).toBe(false);
    expect(lacksFormBody("POST", "/account", "multipart/form-data; boundary=x")).toBe(false);
  });

  it("leaves reads and the JSON API alone", () => {
    expect(lacksFormBody("GET", "/my-photos", "application/json")).toBe(false);
    expect(lacksFormBody("POST", "/api/profile/complete", "application/json")).toBe(false);
  });
});

describe("the form-body guard in front of the app", () => {
  let app: GuardedApp;
  beforeAll(async () => {
    app = await startGuardedApp();
  });
  afterAll(() => app.close());

  const post = (path: string, contentType: string | undefined, body: string) =>
    rawRequest(`${app.url}${path}`, {
      headers: contentType ? { "Content-Type": contentType } : {},
      body: [body],
    });

  it("answers 415 naming the form types to JSON posted to a page action", async () => {
    const before = app.reached();
    for (const path of ["/my-photos", "/admin/dashboard/users", "/login.data"]) {
      const answer = await post(path, "application/json", '{"intent":"delete"}');
      expect(answer.status, path).toBe(415);
      expect(JSON.parse(answer.body), path).toEqual({ message: FORM_BODY_EXPECTED });
    }
    expect((await post("/my-photos", undefined, "")).status).toBe(415);
    expect(app.reached()).toBe(before);
  });

  it("lets forms reach page actions and JSON reach the API", async () => {
    expect((await post("/my-photos", FORM, "intent=delete")).status).toBe(200);
    expect((await post("/api/profile/complete", "application/json", "{}")).status).toBe(200);
  });
});
