import { formatBytes } from "~/utils/format-bytes";
import { takeCensus, type Census } from "./storage-census.server";
import { uploadTimeline, type TimelineBucket } from "./upload-timeline";
import { userLabel } from "./user-label.server";

export interface UserStorage {
  userId: string;
  name: string;
  size: number;
  sizeFormatted: string;
  files: number;
  photos: number;
}

/** GET /api/admin/storage/analytics: storage per user, uploads over time, counts. */
export interface StorageAnalytics {
  generatedAt: string;
  counts: {
    users: number;
    admins: number;
    /** Accounts with at least one photo. */
    photographers: number;
    photos: number;
    publicPhotos: number;
    featuredPhotos: number;
    files: number;
    totalSize: number;
    totalSizeFormatted: string;
  };
  /** Largest first; accounts with nothing stored are left out. */
  storagePerUser: UserStorage[];
  /** The last 30 days, oldest first. */
  uploadsPerDay: TimelineBucket[];
  /** The last 12 weeks (Monday to Sunday), oldest first. */
  uploadsPerWeek: TimelineBucket[];
}

export function analyticsFromCensus(census: Census, now = new Date()): StorageAnalytics {
  const { photos } = census;
  const uploads = photos.map((photo) => photo.createdAt);
  return {
    generatedAt: now.toISOString(),
    counts: {
      users: census.userCount,
      admins: census.adminCount,
      photographers: new Set(photos.map((photo) => photo.userId)).size,
      photos: photos.length,
      publicPhotos: photos.filter((photo) => photo.isPublic).length,
      featuredPhotos: photos.filter((photo) => photo.featured).length,
      files: census.total.files,
      totalSize: census.total.size,
      totalSizeFormatted: formatBytes(census.total.size),
    },
    storagePerUser: census.users
      .filter((u) => u.total.files > 0)
      .map((u) => ({
        userId: u.userId,
        name: userLabel(u.user, u.userId),
        size: u.total.size,
        sizeFormatted: formatBytes(u.total.size),
        files: u.total.files,
        photos: u.photos,
      })),
    uploadsPerDay: uploadTimeline(uploads, "day", now),
    uploadsPerWeek: uploadTimeline(uploads, "week", now),
  };
}

export async function storageAnalytics(): Promise<StorageAnalytics> {
  return analyticsFromCensus(await takeCensus());
}
