import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyCreateRequest, ApiKeyCreatedResponse, ApiKeySummary } from '@alt-optimizer/contract';
import { apiJson } from '../../../lib/api-request.ts';
import { adminJson } from './admin-request.ts';

const URL = '/api/admin/api-keys';
const key = (token: string) => [URL, token] as const;
const schemas = () => import('./api-key-schemas.ts');

export function useApiKeys(token: string) {
  return useQuery({
    queryKey: key(token),
    queryFn: async (): Promise<ApiKeySummary[]> => (await adminJson(URL, token, (await schemas()).apiKeyListResponseSchema)).keys,
  });
}

const post = (token: string, body: object = {}) => ({ method: 'POST', body, headers: { 'x-admin-token': token }, language: 'fr' }) as const;

/** Creates a key; the answer holds the key itself, shown once by the caller and never stored in the query cache. */
export function useCreateApiKey(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ApiKeyCreateRequest): Promise<ApiKeyCreatedResponse> =>
      apiJson(URL, (await schemas()).apiKeyCreatedResponseSchema, post(token, input)),
    onSuccess: () => client.invalidateQueries({ queryKey: key(token) }),
  });
}

export function useRevokeApiKey(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => apiJson(`${URL}/${id}/revoke`, (await schemas()).apiKeyRevokedResponseSchema, post(token)),
    onSuccess: () => client.invalidateQueries({ queryKey: key(token) }),
  });
}
