/**
 * Runs `work` over `items` a batch at a time, letting the event loop answer requests between
 * batches: preparing thousands of answers after the socket listens must not stall it.
 */
export async function inBatches<T, R>(
  items: Iterable<T>,
  size: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let batch: Promise<R>[] = [];
  for (const item of items) {
    batch.push(work(item));
    if (batch.length >= size) {
      results.push(...(await Promise.all(batch)));
      batch = [];
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  results.push(...(await Promise.all(batch)));
  return results;
}
