import { describe, expect, it } from 'vitest';
import { EngineTurns } from './engine-turns.ts';
import { FairTurns } from './fair-turns.ts';
import { HostBreaker, HostSlots } from './host-breaker.ts';

const job = (client: string, id: string) => ({ client, id });

describe('FairTurns', () => {
  it('gives turns to clients first, then to the jobs of the client in turn', () => {
    const turns = new FairTurns<{ client: string; id: string }>();
    for (const j of [job('a', 'a1'), job('a', 'a2'), job('a', 'a3'), job('b', 'b1')]) {
      turns.add(j);
    }
    const order = Array.from({ length: 6 }, () => turns.next(() => true)?.id);
    // Client b, with one job, gets as many turns as client a with three.
    expect(order).toEqual(['a1', 'b1', 'a2', 'b1', 'a3', 'b1']);
    // A job that may not take a slot now is passed over, not waited for.
    expect(turns.next((j) => j.id !== 'b1')?.id).toBe('a1');
    turns.remove(turns.values().find((j) => j.id === 'b1')!);
    expect(turns.values().map((j) => j.id)).toEqual(['a1', 'a2', 'a3']);
  });
});

describe('EngineTurns', () => {
  it('hands a free engine slot to the next client in turn, under the per-job and per-client caps', async () => {
    const engine = new EngineTurns(2, 1);
    const started: string[] = [];
    const releases: Array<() => void> = [];
    const row = (client: string, jobId: string) =>
      engine.run({ client, jobId }, () => {
        started.push(jobId);
        return new Promise<void>((resolve) => releases.push(resolve));
      });
    // Client a has two jobs with rows waiting; client b one job, arriving last.
    const rows = [row('a', 'a1'), row('a', 'a1'), row('a', 'a2'), row('a', 'a2'), row('b', 'b1'), row('b', 'b1')];
    await Promise.resolve();
    // One slot per client: b's row starts though a's three other rows came first.
    expect(started).toEqual(['a1', 'b1']);
    releases.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // a's slot goes to a's next job in turn.
    expect(started).toEqual(['a1', 'b1', 'a2']);
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await Promise.all(rows);
    expect(started.slice(3).sort()).toEqual(['a1', 'a2', 'b1']);
    expect(engine.busy).toBe(0);
  });
});

describe('HostSlots', () => {
  it('caps the downloads of one host, and a release counts once', () => {
    const hosts = new HostSlots(2);
    const first = hosts.take('127.0.0.1:8080');
    hosts.take('127.0.0.1:8080');
    expect(hosts.free('127.0.0.1:8080')).toBe(false);
    expect(hosts.free('127.0.0.1:8081')).toBe(true);
    first();
    first();
    expect(hosts.free('127.0.0.1:8080')).toBe(true);
    hosts.take('127.0.0.1:8080');
    expect(hosts.free('127.0.0.1:8080')).toBe(false);
  });
});

describe('HostBreaker', () => {
  it('trips after the limit of timeouts in a row from one host; an answer from the host starts the count again', () => {
    const breaker = new HostBreaker(3);
    const timeout = { ok: false as const, reason: 'timeout' as const, params: {} };
    const notFound = { ok: false as const, reason: 'notFound' as const, params: { code: '404' }, status: 404 };
    const refused = { ok: false as const, reason: 'unreachable' as const, params: {} };
    for (const result of [timeout, timeout, notFound, timeout, timeout, refused]) {
      breaker.record('cdn:443', result);
    }
    expect(breaker.tripped('cdn:443')).toBe(false);
    breaker.record('cdn:443', timeout);
    expect(breaker.tripped('cdn:443')).toBe(true);
    breaker.record('cdn:443', notFound);
    expect(breaker.tripped('cdn:443')).toBe(true);
    expect(breaker.tripped('other:443')).toBe(false);
  });
});
