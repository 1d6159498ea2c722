import type { ConnectorErrorCode } from '@alt-optimizer/contract';

export type ConnectField = 'storeUrl' | 'username' | 'accessToken';

/**
 * Which field a connector error is about, so the form marks it invalid and moves focus there (wrong token → the
 * token; no store at that address → the address). Errors about neither (rate limit, key missing) name no field.
 */
const FIELD_OF: Partial<Record<ConnectorErrorCode, ConnectField>> = {
  connectorWrongToken: 'accessToken',
  connectorForbidden: 'accessToken',
  connectorWrongDomain: 'storeUrl',
  connectorAddressInvalid: 'storeUrl',
  connectorAddressPrivate: 'storeUrl',
  connectorUnreachable: 'storeUrl',
  connectorUsernameMissing: 'username',
};

export function fieldOfError(code: string | null): ConnectField | null {
  return code ? (FIELD_OF[code as ConnectorErrorCode] ?? null) : null;
}
