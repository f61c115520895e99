export {
  enqueueImport,
  importSummary,
  jobProgress,
  startImportWorker,
  type ImportError,
  type ImportProgress,
  type ImportSummary,
  type ImportWorker,
} from "./import-worker.server";
export { runImportJob, type ImportDeps } from "./run-import-job.server";
export type { FetchMedia } from "./download.server";
export {
  resumeImportsOfDeadProcess,
  startGooglePhotosImports,
  stopGooglePhotosImports,
} from "./start.server";
