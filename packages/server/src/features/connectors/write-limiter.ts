import { setTimeout as sleep } from 'node:timers/promises';

/**
 * At most `perSecond` alt writes per store (keyed by its address), whatever number of publications run for it: each
 * write takes the next free slot of its store. Platforms throttle too (and we back off on their 429/THROTTLED), but a
 * merchant's store must not be hammered by one click on "Publish".
 */
export class WriteLimiter {
  private readonly next = new Map<string, number>();

  constructor(private readonly perSecond: number) {}

  async take(store: string): Promise<void> {
    const gap = 1000 / this.perSecond;
    const now = Date.now();
    const slot = Math.max(now, this.next.get(store) ?? 0);
    this.next.set(store, slot + gap);
    if (slot > now) {
      await sleep(slot - now);
    }
  }
}
