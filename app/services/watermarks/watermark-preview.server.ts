import type { User } from "~/data/users.server";
import { sharp } from "~/images/configured-sharp.server";
import { readObject } from "~/storage/store.server";
import { renderWatermarked } from "./render-watermark.server";
import { settingsHash } from "./watermark-keys.server";
import { checkWatermarkInput, type WatermarkSettings } from "./watermark-settings";

/**
 * The Account section's preview (docs/decisions/0065-watermarks.md): the watermark drawn by the
 * very code that draws it on previews, on a neutral sample picture — a sky over a field — so it
 * shows how the mark reads on light and dark. The form's unsaved values may be given in the
 * query (the page updates the picture as they change); without any, the saved settings.
 */

const SAMPLE_WIDTH = 960;
const SAMPLE_HEIGHT = 640;
let sample: Promise<Buffer> | undefined;

function samplePicture(): Promise<Buffer> {
  sample ??= (() => {
    const pixels = Buffer.alloc(SAMPLE_WIDTH * SAMPLE_HEIGHT * 3);
    for (let y = 0; y < SAMPLE_HEIGHT; y++) {
      const sky = y < SAMPLE_HEIGHT * 0.6;
      const t = y / SAMPLE_HEIGHT;
      for (let x = 0; x < SAMPLE_WIDTH; x++) {
        const i = (y * SAMPLE_WIDTH + x) * 3;
        pixels[i] = sky ? 150 + t * 120 : 70 + t * 40;
        pixels[i + 1] = sky ? 190 + t * 60 : 110 + t * 30;
        pixels[i + 2] = sky ? 235 : 50;
      }
    }
    return sharp(pixels, { raw: { width: SAMPLE_WIDTH, height: SAMPLE_HEIGHT, channels: 3 } })
      .jpeg({ quality: 85 })
      .toBuffer();
  })();
  return sample;
}

/** The settings to draw: the query's when it holds a whole valid set, else the saved ones. */
function previewSettings(user: User, query: URLSearchParams): WatermarkSettings | null {
  if (query.has("kind")) {
    const checked = checkWatermarkInput(Object.fromEntries(query));
    const logoKey = user.watermark?.logoKey;
    if (checked.ok && (checked.value.kind === "text" || logoKey)) {
      return { ...checked.value, ...(checked.value.kind === "logo" ? { logoKey } : {}) };
    }
  }
  return user.watermark ?? null;
}

export async function watermarkPreview(user: User, url: URL): Promise<Response> {
  const settings = previewSettings(user, url.searchParams);
  const picture = await samplePicture();
  const bytes = settings
    ? await renderWatermarked(picture, "jpeg", {
        settings,
        logo: settings.kind === "logo" ? await readObject(settings.logoKey!) : undefined,
      })
    : picture;
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** What the Account section shows: the saved settings and the preview's address for them. */
export function watermarkView(user: User) {
  const saved = user.watermark ?? null;
  return {
    saved,
    hasLogo: Boolean(saved?.logoKey),
    previewUrl: `/account/watermark-preview?v=${saved ? settingsHash(saved) : "none"}`,
  };
}

export type WatermarkView = ReturnType<typeof watermarkView>;
