/**
 * Runs `work` for every index, at most `concurrency` at a time, in order of index. A rejected
 * task does not stop the others (each task reports its own failure).
 */
export async function runQueue(
  count: number,
  concurrency: number,
  work: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      await work(index).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}
