import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EVAL_IMAGES } from '../images.ts';
import type { StandInWrite } from './catalogue.ts';

export type Handler = (req: IncomingMessage, url: URL, body: string, res: ServerResponse) => Promise<void> | void;

export interface StandInBase {
  /** The store's address to type in the connector form, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Every alt write that reached the store, in order. */
  writes: StandInWrite[];
  /** Requests received, by path (without the query). */
  requests: string[];
  close(): Promise<void>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers }).end(JSON.stringify(body));
}

/** Serves /img/gNNNN.jpg (the evaluation photos) and hands every other request to the platform's handler. */
export async function startStandIn(handler: Handler): Promise<Omit<StandInBase, 'writes'>> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push(url.pathname);
    const photo = /^\/img\/(g\d{4})\.jpg$/.exec(url.pathname);
    if (photo) {
      readFile(new URL(`${photo[1]}.jpg`, EVAL_IMAGES)).then(
        (bytes) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(bytes),
        () => res.writeHead(404).end(),
      );
      return;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      Promise.resolve(handler(req, url, body, res)).catch((err: unknown) => {
        if (!res.headersSent) {
          sendJson(res, 500, { message: String(err) });
        }
      });
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
