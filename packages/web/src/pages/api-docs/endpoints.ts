/**
 * The documented endpoints (spec section 7 plus health and the inline alt edit), with curl commands that
 * work against a local server. Text descriptions live in api-docs.messages.ts under the same ids.
 */
export const API_BASE = 'http://localhost:5000';

export const ENDPOINTS = [
  {
    id: 'analyze',
    method: 'POST',
    path: '/api/analyze-single-image',
    curl: `curl -X POST ${API_BASE}/api/analyze-single-image \\
  -F "image=@product.jpg" \\
  -F 'keywords=["leather","ankle boot"]' \\
  -F "language=en"`,
    response: `{
  "success": true,
  "data": {
    "altTag": "Brown leather ankle boot with side zip and low stacked heel",
    "imageType": "packshot",
    "confidence": 0.87,
    "processing_time": 1.42,
    "needsReview": false,
    "engine": "local"
  }
}`,
  },
  {
    id: 'process',
    method: 'POST',
    path: '/api/process-excel',
    curl: `curl -X POST ${API_BASE}/api/process-excel \\
  -F "file=@catalogue.xlsx" \\
  -F "mode=complete" \\
  -F 'keywords=["summer collection"]' \\
  -F "language=en"`,
    response: `{ "success": true, "jobId": "6f1c2e0a-…", "editToken": "Qm9v…" }`,
  },
  {
    id: 'progress',
    method: 'GET',
    path: '/api/progress/{jobId}',
    curl: `curl ${API_BASE}/api/progress/JOB_ID`,
    response: `{
  "status": "processing",
  "totalProducts": 250,
  "processedProducts": 120,
  "successfulProducts": 118,
  "errorProducts": 2,
  "estimatedTimeRemaining": 95,
  "currentProduct": { "title": "Linen shirt", "status": "success", "generatedAlt": "Navy linen shirt with rolled sleeves" }
}`,
  },
  {
    id: 'results',
    method: 'GET',
    path: '/api/results/{jobId}',
    curl: `curl ${API_BASE}/api/results/JOB_ID`,
    response: `{
  "totalProducts": 250,
  "successfulProducts": 247,
  "errorProducts": 3,
  "averageAltLength": 78.4,
  "processingTime": 212,
  "qualityMetrics": { "seoOptimized": 96, "visualAnalysisQuality": 94, "characterLimitCompliance": 100 },
  "needsReviewCount": 12,
  "statusCounts": { "success": 247, "failed": 3, "skipped": 0, "pending": 0 },
  "failureMessages": [ { "message": "Image not found (404)", "count": 3 } ],
  "downloadFileName": "shopify-products-optimized.xlsx",
  "results": [ { "id": "…", "productId": "SKU-1", "title": "Linen shirt", "generatedAlt": "…", "processingStatus": "success", "needsReview": false, … } ],
  "nextCursor": "99.0"
}`,
  },
  {
    id: 'rows',
    method: 'GET',
    path: '/api/results/{jobId}/rows',
    curl: `curl "${API_BASE}/api/results/JOB_ID/rows?filter=review&limit=100&after=99.0"`,
    response: `{
  "results": [ { "id": "…", "productId": "SKU-101", "title": "Wool scarf", "generatedAlt": "…", "processingStatus": "success", "needsReview": true, … } ],
  "nextCursor": "199.0"
}`,
  },
  {
    id: 'edit',
    method: 'PATCH',
    path: '/api/results/{jobId}/{resultId}',
    curl: `curl -X PATCH ${API_BASE}/api/results/JOB_ID/RESULT_ID \\
  -H "x-edit-token: EDIT_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"generatedAlt":"Navy linen shirt with rolled sleeves on a white background"}'`,
    response: `{ "success": true, "result": { "id": "RESULT_ID", "generatedAlt": "Navy linen shirt…", "characterCount": 58, "needsReview": false, … } }`,
  },
  {
    id: 'download',
    method: 'GET',
    path: '/api/download/{jobId}',
    curl: `curl -o shopify-products-optimized.xlsx ${API_BASE}/api/download/JOB_ID`,
    response: '',
  },
  {
    id: 'templates',
    method: 'GET',
    path: '/api/download-template, /api/download-template-simple',
    curl: `curl -o template-catalogue-shopify.xlsx ${API_BASE}/api/download-template
curl -o template-urls-simple.xlsx ${API_BASE}/api/download-template-simple`,
    response: '',
  },
  {
    id: 'health',
    method: 'GET',
    path: '/api/health',
    curl: `curl ${API_BASE}/api/health`,
    response: `{ "status": "ok", "version": "0.1.0", "engine": "local", "db": "pglite" }`,
  },
] as const;

export type EndpointId = (typeof ENDPOINTS)[number]['id'];

export const ERROR_EXAMPLE = `{ "success": false, "error": "Please select an image smaller than 10MB" }`;
