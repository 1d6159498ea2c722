import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  connectionListResponseSchema,
  connectionResponseSchema,
  connectionTestResponseSchema,
  deletedResponseSchema,
  storePreviewResponseSchema,
  type ConnectionCredentials,
  type Language,
} from '@alt-optimizer/contract';
import { connectorJson } from './connector-request.ts';

// This folder is a lazy chunk of the tool (loaded when "Connect a store" is chosen), so it imports the contract's
// schemas directly instead of through lib/load-schemas.ts.

export const connectionsKey = ['/api/connectors/connections'] as const;
export const previewKey = (connectionId: string) => ['/api/connectors/connections', connectionId, 'preview'] as const;

const id = (value: string) => encodeURIComponent(value);

/** Tries the credentials against the store (nothing saved): the store's name, or the platform's refusal. */
export function useTestConnection(language: Language) {
  return useMutation({
    mutationFn: (credentials: ConnectionCredentials) =>
      connectorJson('/connections/test', connectionTestResponseSchema, language, { method: 'POST', body: credentials }),
  });
}

/** Saves the connection (the server tests it again and keeps the token encrypted; it never comes back). */
export function useCreateConnection(language: Language) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (credentials: ConnectionCredentials) =>
      connectorJson('/connections', connectionResponseSchema, language, { method: 'POST', body: credentials }),
    onSuccess: () => client.invalidateQueries({ queryKey: connectionsKey }),
  });
}

export function useConnections(language: Language) {
  return useQuery({
    queryKey: connectionsKey,
    queryFn: () => connectorJson('/connections', connectionListResponseSchema, language),
  });
}

/** Removes the connection and its stored token. */
export function useDeleteConnection(language: Language) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: string) =>
      connectorJson(`/connections/${id(connectionId)}`, deletedResponseSchema, language, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: connectionsKey }),
  });
}

/** How many products and images the store has, and how many images lack an alt. */
export function usePreview(connectionId: string, language: Language) {
  return useQuery({
    queryKey: previewKey(connectionId),
    queryFn: () => connectorJson(`/connections/${id(connectionId)}/preview`, storePreviewResponseSchema, language),
  });
}
