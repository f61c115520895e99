// Restores and deletions in this process run one at a time: two clicks on one orphan never make
// two photos of it, and a deletion never races the restore that is reading the file.
let queue: Promise<unknown> = Promise.resolve();

export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}
