import { RoundRobin } from './round-robin.ts';

/** What takes turns: a job, or a job's rows waiting for the engine, with the client that asked for it. */
export interface ClientItem {
  client: string;
}

interface ClientTurn<T> {
  client: string;
  items: RoundRobin<T>;
}

/**
 * Turn-taking in two levels (issue 23, item 5): clients in turn, then the client's own items in turn. A client with
 * three jobs gets the same share of free slots as a client with one; within a client its jobs take turns. Pure
 * bookkeeping, like RoundRobin: the caller says what may take a slot now (its caps) and when to ask.
 */
export class FairTurns<T extends ClientItem> {
  private readonly clients = new RoundRobin<ClientTurn<T>>();
  private readonly byClient = new Map<string, ClientTurn<T>>();

  values(): T[] {
    return this.clients.values().flatMap((c) => c.items.values());
  }

  add(item: T): void {
    let turn = this.byClient.get(item.client);
    if (!turn) {
      turn = { client: item.client, items: new RoundRobin<T>() };
      this.byClient.set(item.client, turn);
      this.clients.add(turn);
    }
    turn.items.add(item);
  }

  remove(item: T): void {
    const turn = this.byClient.get(item.client);
    if (!turn) {
      return;
    }
    turn.items.remove(item);
    if (turn.items.size === 0) {
      this.clients.remove(turn);
      this.byClient.delete(item.client);
    }
  }

  /** The next client in turn with an item `eligible` accepts, and that client's next such item. */
  next(eligible: (item: T) => boolean): T | undefined {
    let found: T | undefined;
    this.clients.next((turn) => {
      found = turn.items.next(eligible);
      return found !== undefined;
    });
    return found;
  }
}

/** How many slots each key (a client, a host) holds, for the caps. */
export class SlotCounts {
  private readonly counts = new Map<string, number>();

  of(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  add(key: string, delta: 1 | -1): void {
    const n = this.of(key) + delta;
    if (n > 0) {
      this.counts.set(key, n);
    } else {
      this.counts.delete(key);
    }
  }
}
