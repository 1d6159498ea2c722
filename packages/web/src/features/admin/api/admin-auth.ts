import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-request.ts';
import { loadSchemas } from '../../../lib/load-schemas.ts';
import { adminPost } from './admin-request.ts';

/** POST /api/admin/auth {password} → token. A wrong password answers 401. */
export async function adminLogin(password: string): Promise<string> {
  const { adminAuthRequestSchema, adminAuthResponseSchema } = await loadSchemas();
  const body = adminAuthRequestSchema.parse({ password });
  const answer = await apiJson('/api/admin/auth', adminAuthResponseSchema, { method: 'POST', body, language: 'fr' });
  return answer.token;
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}

/** Revokes the token server-side; logging out locally must not wait on (or fail with) it. */
export async function adminLogout(token: string): Promise<void> {
  await adminPost('/api/admin/logout', token).catch(() => undefined);
}
