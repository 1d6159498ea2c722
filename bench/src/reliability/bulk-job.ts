/** Uploads and follows bulk jobs over HTTP, as the web tool does. */

/**
 * N distinct loopback addresses (127.0.0.0/8 only: no run aims off the machine, issue 23 item 9): the default SSRF
 * guard refuses each at once, so rows need no network wait.
 */
export function privateUrlsCsv(rows: number): string {
  const lines = ['Shopify_URL'];
  for (let i = 0; i < rows; i++) {
    lines.push(`http://127.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}:9/p${i}.jpg`);
  }
  return `${lines.join('\n')}\n`;
}

export async function uploadCsv(api: (path: string) => string, csv: string, fileName = 'urls.csv'): Promise<Response> {
  const form = new FormData();
  form.append('mode', 'simple');
  form.append('file', new Blob([csv], { type: 'text/csv' }), fileName);
  return fetch(api('/process-excel'), { method: 'POST', body: form });
}

export async function createJob(api: (path: string) => string, csv: string): Promise<string> {
  const res = await uploadCsv(api, csv);
  const body = (await res.json()) as { jobId?: string; error?: string };
  if (!res.ok || !body.jobId) {
    throw new Error(`upload refused (${res.status}): ${body.error ?? ''}`);
  }
  return body.jobId;
}

export interface Progress {
  status: string;
  totalProducts: number;
  processedProducts: number;
}

export async function progress(api: (path: string) => string, jobId: string): Promise<Progress> {
  return (await (await fetch(api(`/progress/${jobId}`))).json()) as Progress;
}

/** Polls until the job is completed or failed, or `timeoutMs` passes (then the last progress is returned). */
export async function waitForJobEnd(api: (path: string) => string, jobId: string, timeoutMs: number): Promise<Progress> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const p = await progress(api, jobId);
    if (p.status === 'completed' || p.status === 'failed' || Date.now() > deadline) {
      return p;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
