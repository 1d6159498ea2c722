/**
 * Who asked for a bulk job, as the runner's fair shares count it (issue 23, item 5; stored in processing_jobs.client):
 * one API key is one client however many addresses it calls from, and an upload's client is its address as the server
 * sees it (request.ip: the proxy's X-Forwarded-For only when TRUST_PROXY trusts that proxy).
 */
export function apiKeyClient(keyId: string): string {
  return `key:${keyId}`;
}

export function uploaderClient(address: string): string {
  return `ip:${address}`;
}
