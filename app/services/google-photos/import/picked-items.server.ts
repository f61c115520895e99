import type { ImportItemMetadata, NewImportItem } from "~/data/import-jobs.server";

interface PhotoFacts {
  cameraMake?: string;
  cameraModel?: string;
  focalLength?: number;
  apertureFNumber?: number;
  isoEquivalent?: number;
  exposureTime?: string;
}

/** One item of the Picker API's `GET /v1/mediaItems?sessionId=…` answer. */
export interface PickedMediaItem {
  id: string;
  createTime?: string;
  type?: string;
  mediaFile?: {
    baseUrl?: string;
    mimeType?: string;
    filename?: string;
    mediaFileMetadata?: PhotoFacts & { photoMetadata?: PhotoFacts };
  };
}

/** One item of the Library API's `mediaItems:search` answer. */
export interface LibraryMediaItem {
  id: string;
  baseUrl?: string;
  mimeType?: string;
  filename?: string;
  mediaMetadata?: { creationTime?: string; photo?: PhotoFacts; video?: unknown };
}

const text = (value: unknown) =>
  typeof value === "string" && value.trim() ? value.trim() : undefined;
const number = (value: unknown) => {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? n : undefined;
};

function metadataOf(createTime: unknown, facts: PhotoFacts = {}): ImportItemMetadata | undefined {
  const time = text(createTime) ? new Date(createTime as string) : undefined;
  const metadata: ImportItemMetadata = {
    createTime: time && !Number.isNaN(time.getTime()) ? time : undefined,
    cameraMake: text(facts.cameraMake),
    cameraModel: text(facts.cameraModel),
    focalLength: number(facts.focalLength),
    apertureFNumber: number(facts.apertureFNumber),
    isoEquivalent: number(facts.isoEquivalent),
    exposureTime: text(facts.exposureTime),
  };
  const present = Object.entries(metadata).filter(([, value]) => value !== undefined);
  return present.length ? (Object.fromEntries(present) as ImportItemMetadata) : undefined;
}

const isVideo = (type: unknown, mimeType: string) =>
  type === "VIDEO" || mimeType.startsWith("video/");

/** A picked item as an import item; null for what is not a photo (videos are not imported). */
export function importItemFromPicked(item: PickedMediaItem): NewImportItem | null {
  const file = item.mediaFile ?? {};
  const mimeType = text(file.mimeType) ?? "application/octet-stream";
  if (!text(item.id) || isVideo(item.type, mimeType)) return null;
  const { photoMetadata, ...facts } = file.mediaFileMetadata ?? {};
  const metadata = metadataOf(item.createTime, { ...facts, ...photoMetadata });
  return {
    googleId: item.id,
    filename: text(file.filename) ?? item.id,
    mimeType,
    ...(text(file.baseUrl) ? { baseUrl: text(file.baseUrl) } : {}),
    ...(metadata ? { metadata } : {}),
  };
}

/** An album item (Library API) as an import item; null for videos. */
export function importItemFromLibrary(item: LibraryMediaItem): NewImportItem | null {
  const mimeType = text(item.mimeType) ?? "application/octet-stream";
  if (!text(item.id) || item.mediaMetadata?.video || isVideo(undefined, mimeType)) return null;
  const metadata = metadataOf(item.mediaMetadata?.creationTime, item.mediaMetadata?.photo);
  return {
    googleId: item.id,
    filename: text(item.filename) ?? item.id,
    mimeType,
    ...(text(item.baseUrl) ? { baseUrl: text(item.baseUrl) } : {}),
    ...(metadata ? { metadata } : {}),
  };
}
