import { EDIT_TOKEN_HEADER } from '@alt-optimizer/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, defineErrors, ERRORS } from '../../../core/errors/index.ts';
import { isAdminRequest } from '../../../core/http/admin-gate.ts';
import { isUuid } from '../../../core/jobs/job-access.ts';
import { EditTokens, loadEditKey } from './edit-token.ts';

export const EDIT_ACCESS_ERRORS = defineErrors({
  editForbidden: {
    status: 403,
    en: 'Only the browser that started this job, or the administrator, can change its results',
    fr: "Seul le navigateur qui a lancé ce traitement, ou l'administrateur, peut modifier ses résultats",
  },
});

/**
 * Who may change a job's rows (edit, approve, regenerate): the holder of the job's edit token (sent back in the
 * x-edit-token header) or a live admin session (x-admin-token). The job id alone is not enough. Checked before
 * the job is looked up, so a stranger learns nothing about which ids exist.
 */
export async function requireEditAccess(request: FastifyRequest, jobId: string, tokens: EditTokens): Promise<void> {
  const header = request.headers[EDIT_TOKEN_HEADER];
  if (tokens.verify(jobId, typeof header === 'string' ? header : undefined)) {
    return;
  }
  if (await isAdminRequest(request)) {
    return;
  }
  throw new AppError(EDIT_ACCESS_ERRORS.editForbidden);
}

/**
 * Who may read a job's progress and results through the public /api routes: anyone with the id for a job made in the
 * web tool (its id is its link), but a job made through /api/v1 only with the key that owns it (Authorization:
 * Bearer), its edit token, or the admin (issue 23, item 4). Anyone else gets the 404 of an unknown job, as on
 * /api/v1, so the id alone reveals nothing. /api/download too: the admin dashboard downloads with its session header.
 * Thumbnails need the edit token or the admin (`guard`): the web app fetches them with the header (issue 23 #4).
 */
export async function requireReadAccess(request: FastifyRequest, jobId: string, tokens: EditTokens): Promise<void> {
  const access = request.server.apiAccess;
  if (!isUuid(jobId) || !(await access.isApiJob(jobId))) {
    return;
  }
  const header = request.headers[EDIT_TOKEN_HEADER];
  if (tokens.verify(jobId, typeof header === 'string' ? header : undefined) || (await isAdminRequest(request))) {
    return;
  }
  const authorization = request.headers.authorization;
  if (authorization) {
    const client = await access.authenticate(authorization).catch(() => null);
    if (client && (await access.ownJob(client, jobId))) {
      return;
    }
  }
  throw new AppError(ERRORS.jobNotFound);
}

/**
 * The edit access of one app: `tokens()` gives the tokens of this DATA_DIR (key read or made once per process) for
 * job creation; `guard` is the preHandler of every route that changes a job's rows.
 */
export function editAccess(dataDir: string) {
  let loaded: Promise<EditTokens> | undefined;
  const tokens = () => (loaded ??= loadEditKey(dataDir).then((key) => new EditTokens(key)));
  const guard = async (request: FastifyRequest<{ Params: { jobId: string } }>) => {
    await requireEditAccess(request, request.params.jobId, await tokens());
  };
  const readGuard = async (request: FastifyRequest<{ Params: { jobId: string } }>) => {
    await requireReadAccess(request, request.params.jobId, await tokens());
  };
  return { tokens, guard, readGuard };
}
