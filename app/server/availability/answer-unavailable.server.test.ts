import type { LoaderFunctionArgs, ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { answeringUnavailable } from "./answer-unavailable.server";
import { PasswordHashingBusy } from "~/services/password-hashing-pool.server";
import { isS3Unavailable } from "~/utils/availability/network-failure";
import { DatabaseUnavailableError, StoreUnavailableError } from "~/utils/availability/unavailable";

/** A build of one route whose loader and action do `work`. */
function buildWith(work: () => Promise<unknown>): ServerBuild {
  const module = { loader: work, action: work, default: () => null };
  return {
    routes: { "routes/page": { id: "routes/page", path: "page", module } },
  } as unknown as ServerBuild;
}

const args = { request: new Request("http://localhost/page"), params: {}, context: {} };

async function thrownBy(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error("nothing was thrown");
}

describe("answeringUnavailable", () => {
  it.each([
    ["the database", new DatabaseUnavailableError()],
    ["the object store", new StoreUnavailableError({ cause: new Error("connect ECONNREFUSED") })],
  ])("turns %s being away into a 503 JSON response, from loaders and actions", async (_, error) => {
    const { module } = answeringUnavailable(buildWith(() => Promise.reject(error))).routes[
      "routes/page"
    ]!;
    for (const run of [module.loader!, module.action!]) {
      const thrown = await thrownBy(() => run(args as LoaderFunctionArgs));
      expect(thrown).toBeInstanceOf(Response);
      const response = thrown as Response;
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("5");
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.json()).toEqual({
        message: "The service is temporarily unavailable. Please try again in a moment.",
      });
    }
  });

  it("turns a full password hashing queue into a 503 with its own message and wait", async () => {
    const busy = new PasswordHashingBusy(3);
    const { module } = answeringUnavailable(buildWith(() => Promise.reject(busy))).routes[
      "routes/page"
    ]!;
    const response = (await thrownBy(() => module.action!(args as never))) as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("3");
    expect(await response.json()).toEqual({ message: busy.message });
  });

  it("leaves other errors, responses and results alone, and the rest of the module", async () => {
    const bug = new Error("bug");
    const wrapped = (work: () => Promise<unknown>) =>
      answeringUnavailable(buildWith(work)).routes["routes/page"]!.module;
    expect(await thrownBy(() => wrapped(() => Promise.reject(bug)).loader!(args as never))).toBe(
      bug,
    );
    const notFound = new Response(null, { status: 404 });
    expect(
      await thrownBy(() => wrapped(() => Promise.reject(notFound)).loader!(args as never)),
    ).toBe(notFound);
    expect(await wrapped(() => Promise.resolve("data")).loader!(args as never)).toBe("data");
    expect(typeof wrapped(() => Promise.resolve()).default).toBe("function");
  });
});

describe("isS3Unavailable", () => {
  const withCode = (code: string) => Object.assign(new Error(code), { code });
  it("counts refused, reset and timed-out connections and 5xx answers", () => {
    expect(isS3Unavailable(withCode("ECONNREFUSED"))).toBe(true);
    expect(isS3Unavailable(Object.assign(new Error("t"), { name: "TimeoutError" }))).toBe(true);
    expect(isS3Unavailable(new AggregateError([withCode("ECONNREFUSED")]))).toBe(true);
    expect(isS3Unavailable({ name: "SlowDown", $metadata: { httpStatusCode: 503 } })).toBe(true);
  });
  it("leaves refusals a person must fix (missing bucket, bad keys) as they are", () => {
    expect(isS3Unavailable({ name: "NoSuchBucket", $metadata: { httpStatusCode: 404 } })).toBe(
      false,
    );
    expect(isS3Unavailable({ name: "AccessDenied", $metadata: { httpStatusCode: 403 } })).toBe(
      false,
    );
    expect(isS3Unavailable(new Error("bug"))).toBe(false);
  });
});
