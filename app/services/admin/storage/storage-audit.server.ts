import { formatBytes } from "~/utils/format-bytes";
import { takeCensus, type Census, type Usage } from "./storage-census.server";
import { STORAGE_KINDS, type StorageKind } from "./storage-keys.server";
import { userLabel } from "./user-label.server";

interface SizedUsage extends Usage {
  sizeFormatted: string;
}

export interface AuditKindRow extends SizedUsage {
  kind: StorageKind;
  label: string;
}

export interface AuditUserRow extends SizedUsage {
  userId: string;
  name: string;
  /** False for a folder left by an account that no longer exists. */
  accountExists: boolean;
  kinds: Record<StorageKind, Usage>;
  databasePhotos: number;
  orphanedFiles: number;
  missingFiles: number;
}

/**
 * GET /api/admin/storage/audit (docs/product.md#entities 'Storage audit': totalFiles, totalSize,
 * breakdown).
 */
export interface StorageAudit {
  generatedAt: string;
  engine: string;
  totalFiles: number;
  totalSize: number;
  totalSizeFormatted: string;
  orphanedFiles: number;
  missingFiles: number;
  /** Per user: the accounts (and leftover folders) holding files, largest first. */
  breakdown: AuditUserRow[];
  /** Per kind of object, the whole store. */
  byKind: AuditKindRow[];
}

export const KIND_LABELS: Record<StorageKind, string> = {
  originals: "Originals",
  derivatives: "Derivatives",
  avatars: "Avatars",
  banners: "Hero banners",
  other: "Other files",
};

const sized = (usage: Usage): SizedUsage => ({ ...usage, sizeFormatted: formatBytes(usage.size) });

export function auditFromCensus(census: Census, now = new Date()): StorageAudit {
  const breakdown = census.users
    .filter((u) => u.total.files > 0 || u.photos > 0)
    .map((u) => ({
      userId: u.userId,
      name: userLabel(u.user, u.userId),
      accountExists: u.user !== null,
      ...sized(u.total),
      kinds: u.kinds,
      databasePhotos: u.photos,
      orphanedFiles: u.orphanedFiles,
      missingFiles: u.missingFiles,
    }));
  return {
    generatedAt: now.toISOString(),
    engine: census.engine,
    totalFiles: census.total.files,
    totalSize: census.total.size,
    totalSizeFormatted: formatBytes(census.total.size),
    orphanedFiles: breakdown.reduce((sum, u) => sum + u.orphanedFiles, 0),
    missingFiles: breakdown.reduce((sum, u) => sum + u.missingFiles, 0),
    breakdown,
    byKind: STORAGE_KINDS.map((kind) => ({
      kind,
      label: KIND_LABELS[kind],
      ...sized(census.kinds[kind]),
    })),
  };
}

export async function storageAudit(): Promise<StorageAudit> {
  return auditFromCensus(await takeCensus());
}
