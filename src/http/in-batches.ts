/** Runs `work` over `items` a batch at a time, so preparing thousands of answers lets requests in between. */
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
