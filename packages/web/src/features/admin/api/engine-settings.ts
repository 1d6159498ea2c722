import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EngineSettings, EngineSettingsInput, EngineTestResult } from '@alt-optimizer/contract';
import { apiJson } from '../../../lib/api-request.ts';
import { loadSchemas } from '../../../lib/load-schemas.ts';
import { adminJson } from './admin-request.ts';

const URL = '/api/admin/engine-settings';
const key = (token: string) => [URL, token] as const;

/** The saved (or environment) AI engine settings; the API key itself is never part of them. */
export function useEngineSettings(token: string) {
  return useQuery({
    queryKey: key(token),
    queryFn: async () => adminJson(URL, token, (await loadSchemas()).engineSettingsSchema),
  });
}

const options = (method: 'PUT' | 'POST', token: string, body: EngineSettingsInput) =>
  ({ method, body, headers: { 'x-admin-token': token }, language: 'fr' }) as const;

/** Saves the form; the server switches the running engine at once and answers the new settings. */
export function useSaveEngineSettings(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: EngineSettingsInput): Promise<EngineSettings> =>
      apiJson(URL, (await loadSchemas()).engineSettingsSchema, options('PUT', token, input)),
    onSuccess: (saved) => client.setQueryData(key(token), saved),
  });
}

/** "Tester la connexion": one real analysis of a sample image with the form's values (nothing is saved). */
export function useTestEngine(token: string) {
  return useMutation({
    mutationFn: async (input: EngineSettingsInput): Promise<EngineTestResult> =>
      apiJson(`${URL}/test`, (await loadSchemas()).engineTestResultSchema, options('POST', token, input)),
  });
}
