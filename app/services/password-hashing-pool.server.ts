import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

/**
 * scrypt away from libuv's thread pool (docs/decisions/0036-password-hashing-pool.md). Node's
 * async scrypt runs on the same 4 threads that read every file, so a burst of sign-ins stalled
 * static files and /media for seconds. Here each hash runs synchronously inside a few dedicated
 * worker threads, and only a bounded number may wait: past that the caller gets
 * PasswordHashingBusy at once, to answer 503 with Retry-After, instead of a queue that grows
 * without end (each N=2^17 hash also holds 128 MB while it runs).
 */

// Half the cores, so requests, file reads and image work keep the rest; 1 on a 2-core machine.
export const HASHING_THREADS = Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2)));
// About 3 s of waiting per thread at ~0.4 s a hash: a sign-in slower than that is better retried.
export const HASHES_WAITING_PER_THREAD = 8;

export interface ScryptOptions {
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

/** Every hashing thread is busy and the queue is full: try again after `retryAfterSeconds`. */
export class PasswordHashingBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("The server is busy checking passwords. Please try again in a few seconds.");
    this.name = "PasswordHashingBusy";
  }
}

// Plain CommonJS evaluated in the worker: no file to ship beside the bundled server build.
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
parentPort.on("message", ({ password, salt, keylen, options }) => {
  try {
    const key = scryptSync(password, salt, keylen, options);
    parentPort.postMessage({ key });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});
`;

interface Job {
  message: { password: string; salt: Buffer; keylen: number; options: ScryptOptions };
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  job: Job | null;
  startedAt: number;
}

export function createHashingPool({
  threads = HASHING_THREADS,
  maxWaiting = threads * HASHES_WAITING_PER_THREAD,
}: { threads?: number; maxWaiting?: number } = {}) {
  const idle: Thread[] = [];
  let started = 0;
  const waiting: Job[] = [];
  // A running estimate of one hash's duration, for Retry-After.
  let averageMs = 400;

  function spawn(): Thread {
    const thread: Thread = {
      worker: new Worker(WORKER_SOURCE, { eval: true }),
      job: null,
      startedAt: 0,
    };
    started++;
    thread.worker.on("message", (answer: { key?: Uint8Array; error?: string }) => {
      const job = thread.job!;
      thread.job = null;
      averageMs = averageMs * 0.8 + (Date.now() - thread.startedAt) * 0.2;
      if (answer.key) job.resolve(Buffer.from(answer.key));
      else job.reject(new Error(answer.error));
      dispatch(thread);
    });
    // A thread that dies fails its hash; the next hash starts a fresh one.
    thread.worker.on("error", (error) => thread.job?.reject(error));
    thread.worker.on("exit", () => {
      started--;
      const job = thread.job;
      thread.job = null;
      job?.reject(new Error("password hashing thread stopped"));
      const at = idle.indexOf(thread);
      if (at >= 0) idle.splice(at, 1);
      if (waiting.length) dispatch(spawn());
    });
    return thread;
  }

  function dispatch(thread: Thread) {
    const job = waiting.shift();
    if (!job) {
      // Idle hashing threads must not keep the process (or a test run) alive; busy ones must.
      thread.worker.unref();
      idle.push(thread);
      return;
    }
    thread.job = job;
    thread.startedAt = Date.now();
    thread.worker.ref();
    thread.worker.postMessage(job.message);
  }

  function retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(((waiting.length + threads) * averageMs) / threads / 1000));
  }

  return {
    /** scrypt as node:crypto computes it; rejects with PasswordHashingBusy when the queue is full. */
    scrypt(
      password: string,
      salt: Buffer,
      keylen: number,
      options: ScryptOptions,
    ): Promise<Buffer> {
      if (waiting.length >= maxWaiting) {
        return Promise.reject(new PasswordHashingBusy(retryAfterSeconds()));
      }
      return new Promise<Buffer>((resolve, reject) => {
        waiting.push({ message: { password, salt, keylen, options }, resolve, reject });
        const thread = idle.pop() ?? (started < threads ? spawn() : null);
        if (thread) dispatch(thread);
      });
    },
  };
}
