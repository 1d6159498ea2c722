/**
 * Test helper: a local HTTP server on 127.0.0.1 that speaks the providers' wire protocols, so the real AI SDK
 * clients run end to end without a third-party call. Tests script each reply and inspect what we sent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface ScriptedReply {
  status?: number;
  headers?: Record<string, string>;
  /** Object → JSON; string → sent as is (to test non-JSON bodies). */
  body: unknown;
  /** Wait before answering (to test timeouts). */
  delayMs?: number;
}

export type ReplyScript = (req: RecordedRequest) => ScriptedReply;

export interface FakeProvider {
  url: string;
  requests: RecordedRequest[];
  /** Queue replies in order; when the queue is empty the last one repeats. */
  reply(...scripts: ReplyScript[]): void;
  close(): Promise<void>;
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const requests: RecordedRequest[] = [];
  const queue: ReplyScript[] = [];
  let last: ReplyScript = () => ({ status: 500, body: { error: { message: 'no reply scripted' } } });
  const sockets = new Set<import('node:net').Socket>();

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // keep the raw text
      }
      const recorded: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      const script = queue.shift() ?? last;
      last = script;
      const reply = script(recorded);
      const send = (): void => {
        if (res.destroyed) {
          return;
        }
        const payload = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
        res.writeHead(reply.status ?? 200, {
          'content-type': typeof reply.body === 'string' ? 'text/plain' : 'application/json',
          ...reply.headers,
        });
        res.end(payload);
      };
      if (reply.delayMs) {
        setTimeout(send, reply.delayMs).unref();
      } else {
        send();
      }
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (...scripts) => {
      queue.push(...scripts);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) {
          s.destroy(); // a slow reply must not keep the test process alive
        }
        server.close(() => resolve());
      }),
  };
}

/** Every string in a JSON value, depth first: the prompt text lives in different fields per protocol. */
export function allStrings(value: unknown): string[] {
  if (typeof value === 'string') {
    return [value];
  }
  if (Array.isArray(value)) {
    return value.flatMap(allStrings);
  }
  if (value && typeof value === 'object') {
    return Object.values(value).flatMap(allStrings);
  }
  return [];
}

/** The base64 JPEGs found anywhere in a request body (data: URLs or bare base64 fields). */
export function jpegsIn(body: unknown): Buffer[] {
  return allStrings(body)
    .map((s) => s.replace(/^data:image\/jpeg;base64,/, ''))
    .filter((s) => s.length > 100 && /^[A-Za-z0-9+/=]+$/.test(s))
    .map((s) => Buffer.from(s, 'base64'))
    .filter((b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff);
}
