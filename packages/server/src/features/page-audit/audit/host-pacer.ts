import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A polite rate per host: two requests to the same host (pages, robots.txt, sitemaps and images alike, across all
 * audits of this process) start at least `intervalMs` apart, or the robots.txt Crawl-delay when it asks for more.
 */
export class HostPacer {
  private readonly next = new Map<string, number>();

  constructor(private readonly intervalMs: number) {}

  async wait(url: string, crawlDelayMs = 0): Promise<void> {
    const host = new URL(url).host;
    const now = Date.now();
    const at = Math.max(now, this.next.get(host) ?? 0);
    this.next.set(host, at + Math.max(this.intervalMs, crawlDelayMs));
    if (this.next.size > 1000) {
      for (const [key, time] of this.next) {
        if (time < now) {
          this.next.delete(key);
        }
      }
    }
    if (at > now) {
      await sleep(at - now);
    }
  }
}
