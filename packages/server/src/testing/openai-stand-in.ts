import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible vision server (what Ollama and vLLM expose): POST /v1/chat/completions
 * answers a chat completion whose text is the JSON alt answer the engine asks for. It stands in for the third-party
 * service only: the engine's real AI SDK client talks to it over HTTP. Tests read what it received.
 */
export interface StandInRequest {
  path: string;
  headers: IncomingHttpHeaders;
  model: string | undefined;
  /** The request carried an image (a data URL in the user message). */
  hadImage: boolean;
}

export interface OpenAiStandIn {
  /** The base URL to configure, e.g. http://127.0.0.1:PORT/v1 */
  baseUrl: string;
  requests: StandInRequest[];
  /** Only this bearer key is accepted (401 otherwise); null accepts any. */
  requireKey(key: string | null): void;
  close(): Promise<void>;
}

/** `alt` is the model's answer; French by default, as the French dashboard's connection test asks. */
export async function startOpenAiStandIn(alt = 'Sac à dos noir avec poches zippées sur fond blanc'): Promise<OpenAiStandIn> {
  const requests: StandInRequest[] = [];
  let key: string | null = null;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = (raw ? JSON.parse(raw) : {}) as { model?: string };
      requests.push({ path: req.url ?? '', headers: req.headers, model: body.model, hadImage: raw.includes('data:image/') });
      const send = (status: number, payload: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        send(404, { error: { message: 'not found' } });
      } else if (key !== null && req.headers.authorization !== `Bearer ${key}`) {
        send(401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
      } else {
        send(200, {
          id: 'chatcmpl-stand-in',
          object: 'chat.completion',
          created: 1_700_000_000,
          model: body.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: JSON.stringify({ alt, imageType: 'packshot', confidence: 0.92 }) },
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 900, completion_tokens: 40, total_tokens: 940 },
        });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    requireKey: (value) => {
      key = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
