import { createRequire } from "node:module";
import { afterEach, describe, expect, it } from "vitest";

// The router as the server loads it (Remix's server runtime requires it), patched at install time
// so that a route list is ranked and its patterns compiled once (docs/decisions/0062-route-matching-patch.md).
const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router") as {
  matchRoutes: (
    routes: Route[],
    pathname: string,
  ) => { route: { id: string }; params: Record<string, string | undefined> }[] | null;
};

interface Route {
  id: string;
  path?: string;
  index?: boolean;
  children?: Route[];
}

const routes: Route[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "login", path: "login" },
      { id: "portfolio", path: ":identifier" },
      { id: "photo", path: ":identifier/photos/:photoId" },
      { id: "media", path: "media/*" },
      { id: "not-found", path: "*" },
    ],
  },
];

const leaf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1);

const NativeRegExp = RegExp;
let compiled = 0;
function countRegExpConstruction() {
  compiled = 0;
  globalThis.RegExp = new Proxy(NativeRegExp, {
    construct(target, args: [string, string?]) {
      compiled += 1;
      return new target(...args);
    },
  });
}
afterEach(() => {
  globalThis.RegExp = NativeRegExp;
});

/** How many times `fn` tries a route's pattern on a path (matchPath's `String.prototype.match`). */
function patternTries<T>(fn: () => T): { result: T; tries: number } {
  const nativeMatch = String.prototype.match;
  let tries = 0;
  String.prototype.match = function (this: string, matcher: RegExp) {
    tries += 1;
    return nativeMatch.call(this, matcher);
  } as typeof String.prototype.match;
  try {
    return { result: fn(), tries };
  } finally {
    String.prototype.match = nativeMatch;
  }
}

describe("route matching on the server", () => {
  it("ranks static paths over dynamic ones and fills parameters, as React Router does", () => {
    expect(leaf("/")?.route.id).toBe("home");
    expect(leaf("/login")?.route.id).toBe("login");
    expect(leaf("/ana")).toMatchObject({
      route: { id: "portfolio" },
      params: { identifier: "ana" },
    });
    expect(leaf("/ana/photos/p1")).toMatchObject({
      route: { id: "photo" },
      params: { identifier: "ana", photoId: "p1" },
    });
    expect(leaf("/media/p/1/k/w320.avif")).toMatchObject({
      route: { id: "media" },
      params: { "*": "p/1/k/w320.avif" },
    });
    expect(leaf("/a/b/c/d")?.route.id).toBe("not-found");
  });

  it("compiles a route list's patterns once, not on every request", () => {
    leaf("/ana/photos/p1");
    countRegExpConstruction();
    for (let i = 0; i < 5; i += 1) expect(leaf(`/user-${i}`)?.route.id).toBe("portfolio");
    expect(leaf("/ana/photos/p2")?.route.id).toBe("photo");
    expect(compiled).toBe(0);
  });

  it("matches a path it has seen against the branch that matched it, into fresh objects", () => {
    const first = patternTries(() => matchRoutes(routes, "/a/b/c/e")!);
    const again = patternTries(() => matchRoutes(routes, "/a/b/c/e")!);
    // The not-found branch is ranked last: found again with its own two patterns only.
    expect(again.tries).toBeLessThanOrEqual(2);
    expect(first.tries).toBeGreaterThan(again.tries);
    expect(again.result.at(-1)).toMatchObject({
      route: { id: "not-found" },
      params: { "*": "a/b/c/e" },
    });
    expect(again.result).not.toBe(first.result);
    first.result.at(-1)!.params["*"] = "changed by a caller";
    expect(matchRoutes(routes, "/a/b/c/e")!.at(-1)!.params["*"]).toBe("a/b/c/e");
  });

  it("a list made anew with the same routes (Remix makes two per render) uses the first one's ranking and matches its own routes", () => {
    matchRoutes(routes, "/w/x/y/z");
    const sameShape = structuredClone(routes);
    const { result, tries } = patternTries(() => matchRoutes(sameShape, "/w/x/y/z")!);
    // The not-found branch, ranked last, straight away.
    expect(tries).toBeLessThanOrEqual(2);
    expect(result.at(-1)!.route).toBe(sameShape[0]!.children![5]);
    expect(result[0]!.route).toBe(sameShape[0]);
    expect(result.at(-1)!.params).toEqual({ "*": "w/x/y/z" });
    const photo = matchRoutes(sameShape, "/ana/photos/p1")!;
    expect(photo.at(-1)!.route).toBe(sameShape[0]!.children![3]);
    expect(photo.at(-1)!.params).toEqual({ identifier: "ana", photoId: "p1" });
    // Another shape is ranked on its own: a route without a path is not one with path "".
    const layoutOnly: Route[] = [{ id: "root", children: [{ id: "home", index: true }] }];
    expect(matchRoutes(layoutOnly, "/ana")).toBeNull();
    expect(matchRoutes(layoutOnly, "/")!.at(-1)!.route).toBe(layoutOnly[0]!.children![0]);
  });
});
