import { describe, expect, it } from "vitest";
import { fromResults, statusText, summarise, summaryText, type BulkItem } from "./bulk-items";

const item = (status: BulkItem["status"], progress = 0, message = ""): BulkItem => ({
  id: 0,
  name: "a.jpg",
  status,
  progress,
  message,
});

describe("a bulk upload's list", () => {
  it("says where each file is", () => {
    expect(statusText(item("checking"))).toBe("Checking…");
    expect(statusText(item("waiting"))).toBe("Waiting");
    expect(statusText(item("preparing", 35))).toBe("Optimising… 35%");
    expect(statusText(item("uploading", 42))).toBe("Uploading… 42%");
    expect(statusText(item("uploading", 100))).toBe("Processing…");
    expect(statusText(item("failed", 100, "File too large: Maximum file size is 25MB."))).toBe(
      "File too large: Maximum file size is 25MB.",
    );
  });

  it("counts what is done and sums it up", () => {
    const items = [
      ...fromResults([
        { name: "a.jpg", ok: true, message: "Uploaded" },
        { name: "b.txt", ok: false, message: "Invalid file type" },
        { name: "c.jpg", ok: false, skipped: true, message: "Skipped: already there" },
      ]),
      item("uploading", 50),
    ];
    const summary = summarise(items);
    expect(summary).toEqual({ total: 4, done: 3, uploaded: 1, failed: 1, skipped: 1 });
    expect(summaryText(summary)).toBe("1 photo uploaded, 1 failed, 1 skipped.");
    expect(summaryText(summarise(items.slice(0, 2)))).toBe("1 photo uploaded, 1 failed.");
  });
});
