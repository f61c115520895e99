import { readFile } from "node:fs/promises";
import type { HeroImage } from "~/data/hero-images.server";
import { MAX_UPLOAD_BYTES } from "~/images/image-pipeline.server";
import { RemoteFetchError, safeFetchImage, UnsafeUrlError } from "~/services/net/safe-fetch.server";
import type { UploadedFile } from "~/services/photos/parse-upload.server";
import { HERO_SOURCE_MESSAGES } from "~/utils/hero-banner-schemas";
import { createHeroFromImage } from "./create-hero.server";
import { HERO_MESSAGES, HeroInputError } from "./hero-errors.server";

/** The download a banner by URL goes through; tests inject one that reaches a loopback stand-in. */
export type FetchImage = typeof safeFetchImage;

export interface HeroUploadInput {
  name?: string;
  title?: string;
  description?: string;
  /** The uploaded file (multipart `image`), or none. */
  file?: UploadedFile | null;
  /** An external URL (multipart `imageUrl`): fetched safely, then the same pipeline. */
  imageUrl?: string;
  isDefault?: boolean;
}

export interface HeroUploadOptions {
  fetchImage?: FetchImage;
}

const URL_TIMEOUT_MS = 15_000;

const lastSegment = (url: string) => {
  try {
    return decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "");
  } catch {
    return "";
  }
};

async function download(imageUrl: string, fetchImage: FetchImage) {
  try {
    const fetched = await fetchImage(imageUrl, {
      maxBytes: MAX_UPLOAD_BYTES.hero,
      timeoutMs: URL_TIMEOUT_MS,
    });
    return { bytes: fetched.bytes, name: lastSegment(fetched.finalUrl) };
  } catch (error) {
    // Both say what went wrong in words for the person who typed the URL.
    if (error instanceof UnsafeUrlError) throw new HeroInputError(error.message, 400);
    if (error instanceof RemoteFetchError) throw new HeroInputError(error.message, 502);
    throw error;
  }
}

/**
 * 'New banner' (docs/product.md#admin-dashboard, docs/product.md#validation-rules): a name, and an
 * image file or an external URL — exactly one. A URL is fetched through the guarded client (public
 * addresses only, size and time capped) and its bytes then take the file's path through the image
 * pipeline: derivatives, placeholder, colours.
 */
export async function uploadHero(
  input: HeroUploadInput,
  { fetchImage = safeFetchImage }: HeroUploadOptions = {},
): Promise<HeroImage> {
  const name = input.name?.trim();
  if (!name) throw new HeroInputError(HERO_MESSAGES.nameRequired);
  const imageUrl = input.imageUrl?.trim();
  if (input.file && imageUrl) throw new HeroInputError(HERO_SOURCE_MESSAGES.both);
  if (!input.file && !imageUrl) throw new HeroInputError(HERO_SOURCE_MESSAGES.neither);
  const source = input.file
    ? { bytes: await readFile(input.file.path), name: input.file.name }
    : await download(imageUrl!, fetchImage);
  return createHeroFromImage(source.bytes, {
    name,
    title: input.title,
    description: input.description,
    fileName: source.name,
    isDefault: input.isDefault,
  });
}
