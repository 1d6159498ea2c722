import type { FetchImageResult } from '../../../core/net/fetch-image.ts';
import { SlotCounts } from './fair-turns.ts';

/** The host (host:port) of an image URL, as the download slots and the breaker count it; '' for a URL that does not parse. */
export function imageHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/**
 * One job's failing-host breaker (issue 23, item 5): once `limit` of the job's rows on one host in a row ended in a
 * timeout, the job's other rows on that host are not fetched; they fail at once with the host and the count in their
 * reason. An answer from the host (an image, a 404, a 5xx) starts the count again before it trips, so a CDN's passing
 * hiccup in a catalogue of thousands does not skip the rest of it; once tripped, the host stays skipped for the job.
 * Kept per job, not per process: a host that hangs for one merchant's catalogue may well answer another's.
 */
export class HostBreaker {
  private readonly timeouts = new Map<string, number>();

  constructor(readonly limit: number) {}

  /** Counts a fetch's outcome: a timeout adds one for its host, an answer from the host clears its count. */
  record(host: string, result: FetchImageResult): void {
    if (host === '' || this.tripped(host)) {
      return;
    }
    if (!result.ok && result.reason === 'timeout') {
      this.timeouts.set(host, (this.timeouts.get(host) ?? 0) + 1);
    } else if (result.ok || result.status !== undefined) {
      this.timeouts.delete(host);
    }
  }

  /** Whether the host timed out `limit` times in a row in this job already. */
  tripped(host: string): boolean {
    return (this.timeouts.get(host) ?? 0) >= this.limit;
  }
}

/** Downloads in flight per host, over every job of the process: a host at its cap gets no new download until one ends. */
export class HostSlots {
  private readonly inFlight = new SlotCounts();

  constructor(private readonly perHost: number) {}

  /** Whether a download from this host may start now ('' — a URL that does not parse — is refused without a request). */
  free(host: string): boolean {
    return host === '' || this.inFlight.of(host) < this.perHost;
  }

  /** Takes a slot on the host; the returned release gives it back once, however often it is called. */
  take(host: string): () => void {
    if (host === '') {
      return () => undefined;
    }
    this.inFlight.add(host, 1);
    let held = true;
    return () => {
      if (held) {
        held = false;
        this.inFlight.add(host, -1);
      }
    };
  }
}
