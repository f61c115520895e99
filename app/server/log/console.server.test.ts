import { afterEach, describe, expect, it, vi } from "vitest";
import { sendConsoleToLogger } from "./console.server";
import { logger } from "./logger.server";

const original = { ...console };
afterEach(() => {
  Object.assign(console, original);
  vi.restoreAllMocks();
});

describe("sendConsoleToLogger", () => {
  it("turns a library's console lines into log lines, an Error into err", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    sendConsoleToLogger();

    console.warn("route %s returned %d", "photos", 3);
    const boom = new Error("boom");
    console.error(boom);
    console.error("while saving:", boom);

    expect(warn).toHaveBeenCalledWith({}, "route photos returned 3");
    expect(error).toHaveBeenNthCalledWith(1, { err: boom }, "boom");
    expect(error).toHaveBeenNthCalledWith(2, { err: boom }, "while saving:");
  });
});
