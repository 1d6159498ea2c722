import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiKeyCreatedResponse, ApiPlan } from '@alt-optimizer/contract';
import { ConnectorApi } from './connectors-harness.ts';
import type { ServerProcess } from './server-process.ts';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

async function answer<T>(res: Response): Promise<Answer<T>> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a file (download): the text itself
  }
  return { status: res.status, headers: res.headers, body: body as T };
}

/** The administrator's side of API keys over real HTTP, as the dashboard calls it. */
export class KeyAdmin {
  private constructor(
    private readonly server: () => ServerProcess,
    private readonly token: string,
  ) {}

  static async login(server: () => ServerProcess, password: string): Promise<KeyAdmin> {
    // The same admin login as the connector tests'.
    const { token } = await ConnectorApi.login(server, password);
    return new KeyAdmin(server, token!);
  }

  async call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const res = await fetch(this.server().api(`/admin/api-keys${path}`), {
      method,
      headers: { 'x-admin-token': this.token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return answer<T>(res);
  }

  async create(plan: ApiPlan, name = `${plan} key`, dailyLimit?: number): Promise<ApiKeyCreatedResponse> {
    const res = await this.call<ApiKeyCreatedResponse>('POST', '', { name, plan, dailyLimit });
    if (res.status !== 201) {
      throw new Error(`key creation failed: ${res.status} ${JSON.stringify(res.body)}`);
    }
    return res.body;
  }
}

/** A developer calling /api/v1 with a Bearer key (or a raw Authorization header). */
export async function callV1<T = Record<string, unknown>>(
  server: ServerProcess,
  path: string,
  init: { key?: string; authorization?: string; method?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...init.headers };
  const authorization = init.authorization ?? (init.key ? `Bearer ${init.key}` : undefined);
  if (authorization) {
    headers.authorization = authorization;
  }
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(server.api(`/v1${path}`), {
    method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
    headers,
    body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
  });
  return answer<T>(res);
}

export interface ReceivedWebhook {
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A stand-in for a customer's webhook receiver on 127.0.0.1 (reachable because the test server allows private
 * addresses). It answers `failFirst` requests with 500, then 200.
 */
export async function startWebhookReceiver(failFirst = 0): Promise<{ url: string; received: ReceivedWebhook[]; close(): Promise<void> }> {
  const received: ReceivedWebhook[] = [];
  let failuresLeft = failFirst;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (failuresLeft > 0) {
        failuresLeft--;
        res.writeHead(500).end('try later');
      } else {
        res.writeHead(204).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/alt`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * How a receiver checks a delivery, written from the documented scheme (not the server's code): HMAC-SHA256 of
 * "<t>.<raw body>" under the webhook secret, hex, in `v1=`.
 */
export function signatureMatches(secret: string, header: string | undefined, body: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) {
    return false;
  }
  return createHmac('sha256', secret).update(`${match[1]}.${body}`).digest('hex') === match[2];
}
