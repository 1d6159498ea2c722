import { EDIT_TOKEN_HEADER } from '@alt-optimizer/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, defineErrors } from '../../../core/errors/index.ts';
import { isAdminRequest } from '../../../core/http/admin-gate.ts';
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
 * The edit access of one app: `tokens()` gives the tokens of this DATA_DIR (key read or made once per process) for
 * job creation; `guard` is the preHandler of every route that changes a job's rows.
 */
export function editAccess(dataDir: string) {
  let loaded: Promise<EditTokens> | undefined;
  const tokens = () => (loaded ??= loadEditKey(dataDir).then((key) => new EditTokens(key)));
  const guard = async (request: FastifyRequest<{ Params: { jobId: string } }>) => {
    await requireEditAccess(request, request.params.jobId, await tokens());
  };
  return { tokens, guard };
}
