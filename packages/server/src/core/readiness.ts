/**
 * Whether this process takes new work. main.ts and worker.ts set `draining` on SIGTERM, before closing anything, so
 * /api/ready answers 503 at once and the load balancer stops sending requests while work in hand finishes.
 */
export class Readiness {
  draining = false;
}
