import type { Db } from '../db/client.ts';

/** A bulk job has ended: every row has an outcome and its file is written (`completed`), or it could not go on (`failed`). */
export interface JobFinished {
  jobId: string;
  status: 'completed' | 'failed';
}

export type JobFinishedListener = (event: JobFinished) => void;

/**
 * Carries "job finished" between the server instances of one database (the queue mode: features/bulk/queue/
 * job-events-transport.ts, BullMQ's event stream on Redis). An instance hears only the others' events through it: its
 * own reach its listeners at once.
 */
export interface JobEventTransport {
  publish(event: JobFinished): Promise<void>;
  /** Starts calling `deliver` with the events other instances publish. */
  listen(deliver: (event: JobFinished) => void): void;
  close(): Promise<void>;
}

/**
 * The one "job finished" event (issue 23 #8), where the bulk feature meets the features that follow its jobs: the
 * runner (or, in the queue mode, the server that completes a job) calls `finished`; webhooks and store runs subscribe
 * with `onFinished`. Nothing polls for a job's end. An event is a hint to read the database, never the state itself:
 * a listener reads what it needs, so an event heard twice changes nothing, and what a stopped process missed is read
 * once at its next start.
 */
export class JobEvents {
  private readonly listeners = new Set<JobFinishedListener>();
  private transport: JobEventTransport | undefined;

  /** Subscribes; returns the unsubscribe. A listener must not throw (it is called synchronously, in order). */
  onFinished(listener: JobFinishedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A job of this process ended: this process's listeners now, the other instances through the transport. */
  finished(event: JobFinished): void {
    this.deliver(event);
    void this.transport?.publish(event).catch(() => undefined);
  }

  /** From the queue mode's dispatcher: events travel through `transport` too, until `disconnect`. */
  connect(transport: JobEventTransport): void {
    this.transport = transport;
    transport.listen((event) => this.deliver(event));
  }

  async disconnect(): Promise<void> {
    const transport = this.transport;
    this.transport = undefined;
    await transport?.close();
  }

  private deliver(event: JobFinished): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch {
        // A listener's own failure is its own (each one logs); the others still hear the event.
      }
    }
  }
}

const byDatabase = new WeakMap<Db, JobEvents>();

/**
 * The events of the jobs of one database: one hub per database handle, so the runner (which completes jobs through
 * core/jobs) and every feature of the same app share it, and two apps in one process (tests) never hear each other.
 */
export function jobEventsOf(db: Db): JobEvents {
  let events = byDatabase.get(db);
  if (!events) {
    events = new JobEvents();
    byDatabase.set(db, events);
  }
  return events;
}
