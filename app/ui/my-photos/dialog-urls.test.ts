import { describe, expect, it } from "vitest";
import { closedDialogs, onlyDialogsDiffer, pageWithoutDialogs, withParams } from "./dialog-urls";

describe("dialog addresses", () => {
  it("sets and removes parameters, keeping the rest", () => {
    expect(withParams("?q=sun&category=travel", { edit: "p1" })).toBe(
      "?q=sun&category=travel&edit=p1",
    );
    expect(withParams("?edit=p1", { edit: null })).toBe("?");
  });

  it("closes every dialog but keeps the filters", () => {
    expect(closedDialogs("?q=sun&upload=true&categories=1&renameCategory=c1")).toBe("?q=sun");
    expect(pageWithoutDialogs("http://x.test/my-photos?delete=p1")).toBe("/my-photos");
    expect(pageWithoutDialogs("http://x.test/my-photos?delete=p1&category=travel")).toBe(
      "/my-photos?category=travel",
    );
  });

  it("tells a dialog change from a filter change", () => {
    const base = new URL("http://x.test/my-photos?q=sun");
    expect(onlyDialogsDiffer(base, new URL("http://x.test/my-photos?q=sun&edit=p1"))).toBe(true);
    expect(onlyDialogsDiffer(base, new URL("http://x.test/my-photos?q=moon"))).toBe(false);
    expect(onlyDialogsDiffer(base, new URL("http://x.test/account?q=sun"))).toBe(false);
  });
});
