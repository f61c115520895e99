import { afterAll, beforeAll, expect, it } from "vitest";
import { methodNotAllowed } from "./known-methods.server";
import { rawRequest } from "./raw-request";
import { startGuardedApp, type GuardedApp } from "./test-app";

let app: GuardedApp;
beforeAll(async () => {
  app = await startGuardedApp();
});
afterAll(() => app.close());

it("answers OPTIONS and other unhandled methods 405 with Allow, before the app", async () => {
  const before = app.reached();
  for (const method of ["OPTIONS", "TRACE", "PROPFIND"]) {
    const answer = await rawRequest(`${app.url}/api/profile`, { method });
    expect(answer.status, method).toBe(405);
    expect(answer.headers.allow, method).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
    expect(JSON.parse(answer.body), method).toEqual({ message: methodNotAllowed(method) });
  }
  expect(app.reached()).toBe(before);
});

it("lets the methods routes answer through", async () => {
  for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
    const answer = await rawRequest(`${app.url}/api/profile`, { method });
    expect(answer.status, method).toBe(200);
  }
});
