import { describe, expect, it } from "vitest";
import { UPLOAD_MESSAGES } from "~/utils/photo-view";
import { toastFromMessage } from "./toast-text";

describe("toastFromMessage", () => {
  it("splits the spec's 'Title: description' messages", () => {
    expect(toastFromMessage(UPLOAD_MESSAGES.invalidType, "Upload Failed")).toEqual({
      title: "Invalid file type",
      description: "Please upload a JPG, PNG, WEBP, HEIC, HEIF, or TIFF image.",
      variant: "destructive",
    });
    expect(toastFromMessage(UPLOAD_MESSAGES.missingInformation, "x").title).toBe(
      "Missing Information",
    );
  });
  it("puts any other message under the fallback title", () => {
    expect(toastFromMessage("Photo not found", "Delete failed")).toEqual({
      title: "Delete failed",
      description: "Photo not found",
      variant: "destructive",
    });
  });
});
