import { randomBytes } from 'node:crypto';
import type { ConnectorRun, Publication, PublicationDetailResponse, ReviewRow } from '@alt-optimizer/contract';
import { until } from './bulk-fixtures.ts';
import type { ServerProcess } from './server-process.ts';

/** The server loads the engine's models at start: on a machine busy with other work that can take minutes. */
export const SERVER_START_MS = 360_000;

/** What the connector tests start the real server with: a sealing key, private stores allowed, fast writes. */
export function connectorServerEnv(adminPassword: string): Record<string, string> {
  return {
    ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32',
    ADMIN_PASSWORD: adminPassword,
    CONNECTOR_SECRET_KEY: randomBytes(32).toString('hex'),
    CONNECTOR_WRITES_PER_SECOND: '50',
  };
}

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

/** An administrator talking to /api/connectors over real HTTP, as the web app does. */
export class ConnectorApi {
  constructor(
    private readonly server: () => ServerProcess,
    readonly token: string | undefined,
  ) {}

  static async login(server: () => ServerProcess, password: string): Promise<ConnectorApi> {
    const res = await fetch(server().api('/admin/auth'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    const body = (await res.json()) as { token?: string };
    if (!body.token) {
      throw new Error(`admin login failed: ${res.status}`);
    }
    return new ConnectorApi(server, body.token);
  }

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    language: 'en' | 'fr' = 'en',
  ): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { 'accept-language': language };
    if (this.token) {
      headers['x-admin-token'] = this.token;
    }
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(this.server().api(`/connectors${path}`), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as T };
  }

  async waitForRun(runId: string, timeoutMs = 300_000): Promise<ConnectorRun> {
    return until(
      async () => {
        const { body } = await this.call<{ run: ConnectorRun }>('GET', `/runs/${runId}`);
        return body.run.status === 'ready' || body.run.status === 'failed' ? body.run : undefined;
      },
      timeoutMs,
      `run ${runId}`,
    );
  }

  async waitForPublication(publicationId: string, timeoutMs = 300_000): Promise<Publication> {
    return until(
      async () => {
        const { body } = await this.call<PublicationDetailResponse>('GET', `/publications/${publicationId}`);
        return body.publication?.status === 'done' ? body.publication : undefined;
      },
      timeoutMs,
      `publication ${publicationId}`,
    );
  }

  async rows(runId: string): Promise<ReviewRow[]> {
    const out: ReviewRow[] = [];
    for (let offset = 0; ; offset += 500) {
      const { body } = await this.call<{ rows: ReviewRow[]; total: number }>('GET', `/runs/${runId}/rows?offset=${offset}&limit=500`);
      out.push(...body.rows);
      if (out.length >= body.total || body.rows.length === 0) {
        return out;
      }
    }
  }

  async items(publicationId: string): Promise<PublicationDetailResponse['items']> {
    const out: PublicationDetailResponse['items'] = [];
    for (let offset = 0; ; offset += 500) {
      const { body } = await this.call<PublicationDetailResponse>('GET', `/publications/${publicationId}?offset=${offset}&limit=500`);
      out.push(...body.items);
      if (body.items.length < 500) {
        return out;
      }
    }
  }
}
