import { DuplicateKeyError, type Collection } from "./collection";
import { documentSchema, requiredDate } from "./document-schema.server";

/**
 * Photos whose files are being written and whose record is not yet (ADR 39): noted before the
 * first file is written, forgotten once the record exists or the files are removed. An entry a
 * process left behind names a folder that may hold files no record lists.
 */
export interface UploadInProgress {
  photoId: string;
  userId: string;
  startedAt: Date;
}

interface UploadInProgressDoc {
  _id: string;
  userId: string;
  startedAt: Date;
}

export const uploadInProgressSchema = documentSchema({
  userId: { type: String, required: true },
  startedAt: { ...requiredDate, index: true },
});

export function createUploadsInProgressRepository(uploads: Collection<UploadInProgressDoc>) {
  return {
    async begin(photoId: string, userId: string, startedAt = new Date()): Promise<void> {
      try {
        await uploads.insert({ _id: photoId, userId, startedAt });
      } catch (error) {
        // Noted already (an import trying the same photo again): the first note stands.
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
    },

    async end(photoId: string): Promise<void> {
      await uploads.deleteOne({ _id: photoId });
    },

    /** Entries begun before `time`, oldest first. */
    async startedBefore(time: Date): Promise<UploadInProgress[]> {
      const docs = await uploads.find({ startedAt: { $lt: time } }, { sort: { startedAt: 1 } });
      return docs.map(({ _id, userId, startedAt }) => ({ photoId: _id, userId, startedAt }));
    },
  };
}

export type UploadsInProgressRepository = ReturnType<typeof createUploadsInProgressRepository>;
