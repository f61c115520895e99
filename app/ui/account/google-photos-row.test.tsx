import { AppProvider } from "@shopify/polaris";
import en from "@shopify/polaris/locales/en.json";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { GooglePhotosServiceView } from "~/services/account/account-view";
import { GooglePhotosStatus } from "./google-photos-row";

const GOOGLE = { id: "google-photos", name: "Google Photos" } as const;

function render(service: GooglePhotosServiceView, loading = false) {
  const html = renderToString(
    <AppProvider i18n={en}>
      <GooglePhotosStatus service={service} loading={loading} refresh={() => undefined} />
    </AppProvider>,
  );
  // The visible text, without markup: what a reader of the panel sees.
  return { html, text: html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ") };
}

describe("the Google Photos panel's states (docs/product.md#account-page)", () => {
  it("error: the spec's message and a Retry that works without JavaScript", () => {
    const { html, text } = render({ ...GOOGLE, state: "failed" });
    expect(text).toContain("Unable to load Google Photos status");
    expect(text).toContain("Retry");
    // A GET of the photos tab: the page's loader reads the status again.
    expect(html).toMatch(/<form method="get" action="\/account">/);
    expect(html).toContain('name="tab" value="photos"');
    expect(text).not.toContain("Connect");
  });

  it("loading: says so instead of a state", () => {
    const { text } = render({ ...GOOGLE, state: "failed" }, true);
    expect(text).toContain("Loading Google Photos status");
    expect(text).not.toContain("Unable to load Google Photos status");
  });

  it("not connected: Connect starts authorization", () => {
    const { html, text } = render({
      ...GOOGLE,
      state: "not-connected",
      connectUrl: "/api/auth/google/photos/start",
    });
    expect(text).toContain("Not connected");
    expect(html).toMatch(/<a [^>]*href="\/api\/auth\/google\/photos\/start"[^>]*>.*Connect/);
  });

  it("unavailable: the feature_disabled text and no Connect", () => {
    const { html, text } = render({ ...GOOGLE, state: "unavailable" });
    expect(text).toContain("the photo-library integration is currently unavailable.");
    expect(text).not.toContain("Connect");
    expect(html).not.toContain("/api/auth/google/photos/start");
  });

  it("connected: last sync, import errors, the connect and albums pages, and Disconnect", () => {
    const { html, text } = render({
      ...GOOGLE,
      state: "connected",
      lastSync: "2026-11-20T18:05:00.000Z",
      errors: ["beach.jpg: The photo could not be imported."],
    });
    expect(text).toContain("Connected");
    expect(text).toContain("Last sync: Nov 20, 2026, 6:05 PM UTC");
    expect(text).toContain("Import errors");
    expect(text).toContain("beach.jpg: The photo could not be imported.");
    expect(html).toContain('href="/account/google-photos/connect"');
    expect(html).toContain('href="/account/google-photos/albums"');
    // Disconnect posts to the page's action without JavaScript.
    expect(html).toMatch(/<form method="post" action="\/account\?tab=photos">/);
    expect(html).toContain('name="intent" value="disconnect-google-photos"');
    expect(text).toContain("Disconnect");
  });

  it("connected before any import: says nothing was imported yet", () => {
    const { text } = render({ ...GOOGLE, state: "connected", lastSync: null, errors: [] });
    expect(text).toContain("No photos imported yet.");
    expect(text).not.toContain("Import errors");
  });
});
