import { describe, expect, it } from 'vitest';
import { ShopifyThrottle } from './shopify-throttle.ts';

describe('ShopifyThrottle', () => {
  it('asks for no wait while the bucket holds the cost, and the missing points over the restore rate after', () => {
    const throttle = new ShopifyThrottle();
    expect(throttle.secondsFor(500)).toBe(0);
    throttle.observe({ requestedQueryCost: 427, throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 146, restoreRate: 100 } });
    expect(throttle.secondsFor(427)).toBeCloseTo(2.81, 1);
    expect(throttle.secondsFor(100)).toBe(0);
  });

  it('after THROTTLED waits at least a second, and for the refused query cost', () => {
    const throttle = new ShopifyThrottle();
    const cost = {
      requestedQueryCost: 752,
      actualQueryCost: null,
      throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 666, restoreRate: 50 },
    };
    expect(throttle.secondsAfterThrottle(cost)).toBeCloseTo(1.72, 1);
    const full = { requestedQueryCost: 10, throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 1000, restoreRate: 50 } };
    expect(throttle.secondsAfterThrottle(full)).toBe(1);
  });
});
