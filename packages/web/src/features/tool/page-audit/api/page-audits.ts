import { useMutation, useQuery } from '@tanstack/react-query';
import { auditCreatedSchema, auditReportSchema, LIMITS, type AuditRequest, type Language } from '@alt-optimizer/contract';
import { apiJson } from '../../../../lib/api-request.ts';

const auditUrl = (auditId: string) => `/api/page-audits/${encodeURIComponent(auditId)}`;

/** POST /api/page-audits: the start address is read at once, so a refused one answers here with its reason. */
export function useStartAudit(language: Language) {
  return useMutation({
    mutationFn: (request: AuditRequest) => apiJson('/api/page-audits', auditCreatedSchema, { method: 'POST', body: request, language }),
  });
}

/** The audit and, once it has completed, its report; polled like a bulk job's progress until it ends. */
export function useAudit(auditId: string, language: Language) {
  return useQuery({
    queryKey: ['/api/page-audits', auditId],
    queryFn: () => apiJson(auditUrl(auditId), auditReportSchema, { language }),
    refetchInterval: (query) =>
      query.state.status === 'error' || (query.state.data && query.state.data.status !== 'running') ? false : LIMITS.progressPollMs,
    refetchIntervalInBackground: true,
  });
}

export function reportFileUrl(auditId: string, format: 'csv' | 'pdf', language: Language): string {
  return `${auditUrl(auditId)}/report.${format}?language=${language}`;
}
