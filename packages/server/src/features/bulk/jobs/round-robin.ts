/**
 * Turn-taking between the running bulk jobs: each free row slot goes to the next job after the one served last
 * that can take it (under its own cap, with rows left), so a slow job (hanging image hosts) holds at most its own
 * slots and every other job keeps moving. Pure bookkeeping, no timers: the runner decides when to ask.
 */
export class RoundRobin<T> {
  private readonly items: T[] = [];
  private cursor = 0;

  get size(): number {
    return this.items.length;
  }

  values(): readonly T[] {
    return this.items;
  }

  add(item: T): void {
    this.items.push(item);
  }

  remove(item: T): void {
    const at = this.items.indexOf(item);
    if (at < 0) {
      return;
    }
    this.items.splice(at, 1);
    if (at < this.cursor) {
      this.cursor -= 1;
    }
  }

  /**
   * The first item from the cursor on (wrapping) that `eligible` accepts; the cursor moves just past it, unwrapped, so
   * an item added after the last one served is the next in turn.
   */
  next(eligible: (item: T) => boolean): T | undefined {
    const n = this.items.length;
    for (let i = 0; i < n; i++) {
      const at = (this.cursor + i) % n;
      const item = this.items[at]!;
      if (eligible(item)) {
        this.cursor = at + 1;
        return item;
      }
    }
    return undefined;
  }
}
