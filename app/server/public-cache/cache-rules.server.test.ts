import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { cacheRulesOf } from "./cache-rules.server";

type Routes = ServerBuild["routes"];

const Page = () => null;

/** A manifest shaped as the app's: flat routes under root, one nested layout. */
function manifest(): Routes {
  const routes: Record<string, unknown> = {};
  const add = (
    id: string,
    path: string | undefined,
    module: Record<string, unknown>,
    extra: { index?: boolean; parentId?: string } = {},
  ) => {
    routes[id] = { id, path, parentId: extra.parentId ?? "root", index: extra.index, module };
  };
  routes.root = { id: "root", path: "", module: { default: Page } };
  add(
    "routes/_index",
    undefined,
    { default: Page, publicCache: { params: ["featured"] } },
    { index: true },
  );
  add("routes/$identifier", ":identifier", { default: Page, publicCache: { params: ["cursor"] } });
  add("routes/$identifier_.photos.$photoId", ":identifier/photos/:photoId", {
    default: Page,
    publicCache: { params: [] },
  });
  add("routes/login", "login", { default: Page });
  add("routes/reset-password", "reset-password", { default: Page });
  add("routes/admin.dashboard", "admin/dashboard", { default: Page });
  add(
    "routes/admin.dashboard._index",
    undefined,
    { default: Page },
    {
      index: true,
      parentId: "routes/admin.dashboard",
    },
  );
  add("routes/api.portfolio.$identifier.photos", "api/portfolio/:identifier/photos", {
    loader: () => null,
    publicCache: { params: ["limit", "category"] },
  });
  add("routes/api.portfolio.template.$userId", "api/portfolio/template/:userId", {
    loader: () => null,
    publicCache: { params: [] },
  });
  add("routes/api.user.photos", "api/user/photos", { loader: () => null });
  add("routes/media.$", "media/*", { loader: () => null });
  add("routes/$", "*", { default: Page });
  return routes as Routes;
}

describe("cache rules from the route manifest", () => {
  const rules = cacheRulesOf(manifest());

  it("renders through the cache the addresses whose route declares a rule", () => {
    for (const path of ["/", "/ana", "/ANA", "/ana/photos/abc", "/api/portfolio/ana/photos"])
      expect(rules.isCandidate(path), path).toBe(true);
  });

  it("leaves private routes alone, even those shaped like a public page", () => {
    for (const path of [
      "/login",
      "/reset-password",
      "/admin/dashboard",
      "/api/user/photos",
      "/media/photo/a/b.jpg",
      "/ana/photos",
      "/a/b/c/d",
      "/ana.data",
      "/__manifest",
    ])
      expect(rules.isCandidate(path), path).toBe(false);
  });

  it("ranks a static segment over a parameter, as Remix matches", () => {
    // `template` is static in one public resource and a username in the other.
    expect(rules.isPublicResource("/api/portfolio/template/photos")).toBe(true);
    expect(rules.isPublicResource("/api/portfolio/ana/photos")).toBe(true);
    expect(rules.isPublicResource("/ana")).toBe(false);
  });

  it("keys an address by the parameters public routes read, in one order", () => {
    expect(rules.keyOf("/ana")).toBe("/ana");
    expect(rules.keyOf("/ana?utm_source=mail&n=1")).toBe("/ana");
    expect(rules.keyOf("/api/portfolio/ana/photos?limit=5&x=1&category=a&limit=9")).toBe(
      "/api/portfolio/ana/photos?category=a&limit=5",
    );
    expect(rules.keyOf("/?featured=nature&utm_campaign=x")).toBe("/?featured=nature");
  });

  it("knows a parameter as soon as a route declares it", () => {
    const routes = manifest();
    (routes["routes/$identifier"]!.module as unknown as { publicCache: unknown }).publicCache = {
      params: ["cursor", "sort"],
    };
    expect(cacheRulesOf(routes).keyOf("/ana?sort=oldest")).toBe("/ana?sort=oldest");
    expect(rules.keyOf("/ana?sort=oldest")).toBe("/ana");
  });
});
