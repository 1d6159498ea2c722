import { setTimeout as sleep } from 'node:timers/promises';

/** `extensions.cost` of a Shopify Admin GraphQL answer (https://shopify.dev/docs/api/usage/limits). */
export interface ShopifyCost {
  requestedQueryCost?: number;
  actualQueryCost?: number | null;
  throttleStatus?: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
}

/**
 * Shopify's calculated-query-cost bucket, as the last answer reported it. Before each query we wait until the bucket
 * holds the cost the same query asked for last time, so a long catalogue is read at the restore rate instead of
 * running into THROTTLED; after a THROTTLED answer, waitAfterThrottle waits for exactly what the query needs.
 */
export class ShopifyThrottle {
  private available = Infinity;
  private restoreRate = 50;
  private at = Date.now();
  private lastCost = 0;

  observe(cost: ShopifyCost | undefined): void {
    const status = cost?.throttleStatus;
    if (!status) {
      return;
    }
    this.available = status.currentlyAvailable;
    this.restoreRate = Math.max(1, status.restoreRate);
    this.at = Date.now();
    this.lastCost = cost.requestedQueryCost ?? this.lastCost;
  }

  /** Seconds to wait so `cost` points are in the bucket (0 when they are). */
  secondsFor(cost: number): number {
    const restored = ((Date.now() - this.at) / 1000) * this.restoreRate;
    const missing = cost - (this.available + restored);
    return missing > 0 ? missing / this.restoreRate : 0;
  }

  async beforeQuery(): Promise<void> {
    const seconds = this.secondsFor(this.lastCost);
    if (seconds > 0) {
      await sleep(Math.ceil(seconds * 1000));
    }
  }

  /** After THROTTLED: the wait for the refused query's cost, in seconds. */
  secondsAfterThrottle(cost: ShopifyCost | undefined): number {
    this.observe(cost);
    return Math.max(1, this.secondsFor(cost?.requestedQueryCost ?? this.lastCost));
  }
}
