/**
 * A queue that runs its work one piece at a time in this process: each caller makes its own, so
 * unrelated work (role changes, storage repairs) never waits on each other. A failure does not
 * stop the queue.
 */
export function createSerialQueue() {
  let queue: Promise<unknown> = Promise.resolve();
  return function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };
}
