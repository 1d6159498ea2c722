/** Where the examples send their requests: a server started locally with `npm start`. */
export const API_V1_EXAMPLE_BASE = 'http://localhost:5000';
const API_BASE = API_V1_EXAMPLE_BASE;

/**
 * A curl command per operation of the public API (operationId of the OpenAPI document), runnable as shown once
 * ALTO_KEY holds a key (export ALTO_KEY=alto_…) and JOB_ID a job id. The server's
 * openapi.http.test.ts runs each one against a real server.
 */
export const API_V1_CURL_EXAMPLES = {
  createAltText: `curl -X POST ${API_BASE}/api/v1/alt-text \\
  -H "Authorization: Bearer $ALTO_KEY" \\
  -F "image=@product.jpg" \\
  -F "title=Leather ankle boot" \\
  -F 'keywords=["leather","boot"]' \\
  -F "language=en"`,
  createJob: `curl -X POST ${API_BASE}/api/v1/jobs \\
  -H "Authorization: Bearer $ALTO_KEY" \\
  -H "Idempotency-Key: catalogue-2026-11-23" \\
  -H "Content-Type: application/json" \\
  -d '{"rows":[{"imageUrl":"https://example.com/boot.jpg","productId":"SKU-1","title":"Ankle boot"}],"language":"fr"}'`,
  getJob: `curl ${API_BASE}/api/v1/jobs/$JOB_ID \\
  -H "Authorization: Bearer $ALTO_KEY"`,
  getJobResults: `curl "${API_BASE}/api/v1/jobs/$JOB_ID/results?page=1&pageSize=100" \\
  -H "Authorization: Bearer $ALTO_KEY"`,
  downloadJob: `curl -OJ ${API_BASE}/api/v1/jobs/$JOB_ID/download \\
  -H "Authorization: Bearer $ALTO_KEY"`,
} as const satisfies Record<string, string>;
export type ApiV1Operation = keyof typeof API_V1_CURL_EXAMPLES;

/** How a receiver checks a webhook's signature (Node.js). */
export const API_V1_WEBHOOK_CHECK = `import { createHmac, timingSafeEqual } from 'node:crypto';

// header: X-Alt-Optimizer-Signature, body: the raw request body, secret: whsec_… (shown with the key)
function verify(header, body, secret) {
  const { t, v1 } = Object.fromEntries(header.split(',').map((p) => p.split('=')));
  const mac = createHmac('sha256', secret).update(\`\${t}.\${body}\`).digest('hex');
  return Math.abs(Date.now() / 1000 - Number(t)) < 300 && timingSafeEqual(Buffer.from(mac), Buffer.from(v1));
}`;
