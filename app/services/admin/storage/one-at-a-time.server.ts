import { createSerialQueue } from "~/services/one-at-a-time.server";

// Restores and deletions in this process run one at a time: two clicks on one orphan never make
// two photos of it, and a deletion never races the restore that is reading the file.
export const oneAtATime = createSerialQueue();
