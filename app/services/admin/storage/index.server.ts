import { analyticsFromCensus } from "./storage-analytics.server";
import { auditFromCensus } from "./storage-audit.server";
import { takeCensus } from "./storage-census.server";

export { readableJson, storageApiAnswer } from "./api-answers.server";
export { deleteOrphanedFile } from "./delete-file.server";
export { adminFileResponse } from "./file-response.server";
export {
  browseUserFolder,
  listStorageUsers,
  type FolderPage,
  type StorageFile,
  type StorageUser,
} from "./folder-browser.server";
export { restoreFile, type RestoreResult } from "./restore-file.server";
export { storageAnalytics, type StorageAnalytics } from "./storage-analytics.server";
export { KIND_LABELS, storageAudit, type StorageAudit } from "./storage-audit.server";
export { StorageAdminError, USER_AUDIT_EMPTY } from "./storage-errors.server";
export { auditUser, type UserAuditResult } from "./user-audit.server";

/** The Storage Analytics tab: audit and analytics from one pass over the store. */
export async function storageReport() {
  const census = await takeCensus();
  const now = new Date();
  return { audit: auditFromCensus(census, now), analytics: analyticsFromCensus(census, now) };
}
