/**
 * Runs `work` on every item with `lanes` calls in flight, each lane taking the next item as soon as it is free.
 * With one lane per pool worker nothing waits in the pool's queue, so a measured latency is one analysis.
 */
export async function forEachInLanes<T>(
  items: readonly T[],
  lanes: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    for (let i = next++; i < items.length; i = next++) {
      await work(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, lanes) }, lane));
}
