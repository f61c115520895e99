/**
 * How long-running operations report: a phase with a total (which may grow while a listing is
 * still being paged), steps within it, and notes. The command-line tools draw it on stderr
 * (scripts/ops/terminal-progress.ts); tests and library callers pass nothing.
 */
export interface Progress {
  phase(label: string, total: number): void;
  /** The phase's total grew (objects are counted as their listing is paged). */
  grow(total: number): void;
  advance(steps?: number): void;
  /** A line worth keeping in the output (a warning, a summary). */
  note(message: string): void;
  /** Ends the current phase's bar. */
  end(): void;
}

export const silentProgress: Progress = {
  phase: () => undefined,
  grow: () => undefined,
  advance: () => undefined,
  note: () => undefined,
  end: () => undefined,
};
