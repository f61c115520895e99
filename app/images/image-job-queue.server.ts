import { asRejection, type ImageKind } from "./image-errors.server";

type Task = () => Promise<void>;

/** Jobs someone is waiting for, one first-in-first-out queue per owner (a user id). */
const lanes = new Map<string, Task[]>();
/** When each owner with a job queued or running was last served: the least recent goes next. */
const lastServed = new Map<string, number>();
/** Jobs no one is waiting for (ADR 34): run only when no lane has a job. */
const idle: Task[] = [];
let turn = 0;
let running = false;

function nextTask(): Task | undefined {
  let chosen: string | undefined;
  for (const owner of lanes.keys()) {
    // An owner never served yet (-1) beats every owner with a backlog; ties keep arrival order.
    if (chosen === undefined || (lastServed.get(owner) ?? -1) < (lastServed.get(chosen) ?? -1))
      chosen = owner;
  }
  if (chosen === undefined) return idle.shift();
  const owner = chosen;
  const tasks = lanes.get(owner)!;
  const task = tasks.shift()!;
  if (!tasks.length) lanes.delete(owner);
  // The owner counts as served from now: jobs it queues while this one runs wait their turn.
  lastServed.set(owner, turn++);
  return () =>
    task().finally(() => {
      if (!lanes.has(owner)) lastServed.delete(owner);
    });
}

function runNext(): void {
  if (running) return;
  const task = nextTask();
  if (!task) return;
  running = true;
  void task().finally(() => {
    running = false;
    runNext();
  });
}

function enqueue<T>(kind: ImageKind, job: () => Promise<T>, add: (task: Task) => void) {
  return new Promise<T>((resolve, reject) => {
    add(async () => {
      try {
        resolve(await job());
      } catch (error) {
        reject(asRejection(error, kind));
      }
    });
    runNext();
  });
}

/**
 * Runs decoding jobs one at a time per process. On two cores a second concurrent job would not
 * finish sooner, only double the memory held (≈150 MB for a 24 MP JPEG, more for a HEIC): a job
 * already keeps both cores busy (ADR 23). Jobs wait in one queue per `owner`, served in turns
 * (ADR 39): however many jobs one photographer has queued, another's next job waits for the one
 * job running at most. Whatever fails inside is a processing error.
 */
export function runImageJob<T>(
  kind: ImageKind,
  job: () => Promise<T>,
  { owner = "" }: { owner?: string } = {},
): Promise<T> {
  return enqueue(kind, job, (task) => {
    const tasks = lanes.get(owner);
    if (tasks) tasks.push(task);
    else lanes.set(owner, [task]);
  });
}

/**
 * Runs a job no one is waiting for (ADR 34) in the same one-at-a-time queue, but only once no
 * other job is queued or running: an upload that arrives meanwhile waits for this one job at
 * most, never for a backlog of them.
 */
export function runImageJobWhenIdle<T>(kind: ImageKind, job: () => Promise<T>): Promise<T> {
  return enqueue(kind, job, (task) => idle.push(task));
}
