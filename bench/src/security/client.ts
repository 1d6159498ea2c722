import type { ServerProcess } from '@alt-optimizer/server/testing';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  ms: number;
}

/** One request, its body read as text, timed. */
export async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(120_000) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, ms: Math.round(performance.now() - started) };
}

/** A multipart upload of one file (plus fields) to an API route. */
export function upload(
  server: ServerProcess,
  route: string,
  field: string,
  file: { name: string; type: string; bytes: Buffer },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  for (const [k, v] of Object.entries(fields)) {
    form.append(k, v);
  }
  return call(server.api(route), { method: 'POST', body: form });
}

/** The error text of an API answer, or the status when it has none. */
export function errorOf(answer: Answer): string {
  try {
    const body = JSON.parse(answer.text) as { error?: string };
    return `${answer.status} ${body.error ?? ''}`.trim();
  } catch {
    return `${answer.status}`;
  }
}

/** Words that mean an internal detail leaked into a client message. */
export function leaks(text: string): boolean {
  return /Cannot read properties|TypeError|ReferenceError|ENOENT|EACCES|\bat .*\.ts:\d+|\/tmp\/|\/work\/|node_modules|stack/i.test(text);
}

/** Health answers 200 within a second: the server survived what came before. */
export async function healthy(server: ServerProcess): Promise<{ ok: boolean; ms: number }> {
  const answer = await call(server.api('/health'));
  return { ok: answer.status === 200 && answer.ms < 1000, ms: answer.ms };
}

export interface JobRowView {
  shopifyUrl: string;
  processingStatus: string;
  errorMessage: string | null;
}

/** Uploads a CSV catalogue, waits for the job to finish, returns its rows and the raw answers' text. */
export async function runCsvJob(
  server: ServerProcess,
  csv: string,
  timeoutMs = 180_000,
): Promise<{ jobId: string; editToken?: string; rows: JobRowView[]; echoed: string }> {
  const created = await upload(
    server,
    '/process-excel',
    'file',
    { name: 'catalogue.csv', type: 'text/csv', bytes: Buffer.from(csv, 'utf8') },
    { mode: 'simple', language: 'en' },
  );
  if (created.status !== 200) {
    throw new Error(`job not created: ${errorOf(created)}`);
  }
  const { jobId, editToken } = JSON.parse(created.text) as { jobId: string; editToken?: string };
  const deadline = Date.now() + timeoutMs;
  let echoed = '';
  for (;;) {
    const progress = await call(server.api(`/progress/${jobId}`));
    echoed += progress.text;
    const status = (JSON.parse(progress.text) as { status: string }).status;
    if (status === 'completed' || status === 'failed') {
      break;
    }
    if (Date.now() > deadline) {
      throw new Error(`job ${jobId} still ${status} after ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const results = await call(server.api(`/results/${jobId}`));
  echoed += results.text;
  const rows = (JSON.parse(results.text) as { results: JobRowView[] }).results;
  return { jobId, editToken, rows, echoed };
}
