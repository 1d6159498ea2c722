import { useEffect, useState } from 'react';
import type { ApiKeyCreatedResponse, ApiKeySummary } from '@alt-optimizer/contract';
import { Button } from '../../../components/index.ts';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys.ts';
import { apiKeysMessages } from '../api-keys.messages.ts';
import { ADMIN_LANG, adminText } from '../messages.ts';
import { ApiKeyCreated } from './api-key-created.tsx';
import { ApiKeyForm } from './api-key-form.tsx';
import '../api-keys.css';

const t = apiKeysMessages[ADMIN_LANG];
const number = (n: number) => n.toLocaleString('fr-FR');
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' }) : t.never);

function KeyRow({ apiKey, onRevoke, busy }: { apiKey: ApiKeySummary; onRevoke: () => void; busy: boolean }) {
  return (
    <tr>
      <th scope="row">{apiKey.name}</th>
      {/* data-label: a phone shows each row as a card whose cells name their column (the table is cut off at 390 px). */}
      <td data-label={t.plan}>{t.plans[apiKey.plan].split(' (')[0]}</td>
      <td data-label={t.key}>
        <code>{apiKey.prefix}</code>
      </td>
      <td data-label={t.lastUsed}>{when(apiKey.lastUsedAt)}</td>
      <td data-label={t.today}>{t.usage(number(apiKey.usedToday), apiKey.dailyLimit === null ? null : number(apiKey.dailyLimit))}</td>
      <td data-label={t.status}>{apiKey.revokedAt ? t.revoked : t.active}</td>
      <td className="api-key-revoke">
        {apiKey.revokedAt ? null : (
          <Button variant="secondary" aria-label={t.revokeLabel(apiKey.name)} disabled={busy} onClick={onRevoke}>
            {t.revoke}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** The dashboard's "Clés d'API" section: the keys with plan, last use and today's usage; create (shown once); revoke. */
export function ApiKeysSection({ token, onError }: { token: string; onError: (error: unknown, message: string) => void }) {
  const keys = useApiKeys(token);
  const revoke = useRevokeApiKey(token);
  const [created, setCreated] = useState<ApiKeyCreatedResponse | null>(null);
  useEffect(() => {
    if (keys.isError) {
      onError(keys.error, t.loadFailed);
    }
  }, [keys.isError, keys.error, onError]);

  const askRevoke = (apiKey: ApiKeySummary) => {
    if (window.confirm(t.revokeConfirm(apiKey.name))) {
      revoke.mutate(apiKey.id, { onError: (error) => onError(error, t.revokeFailed) });
    }
  };

  return (
    <section aria-labelledby="admin-api-keys-title" className="api-keys">
      <h2 id="admin-api-keys-title">{t.heading}</h2>
      <p>{t.intro}</p>
      {created ? <ApiKeyCreated created={created} onDone={() => setCreated(null)} /> : <ApiKeyForm token={token} onCreated={setCreated} />}
      {keys.isPending ? <p className="admin-muted">{adminText.loading}</p> : null}
      {keys.isError ? <p className="admin-field-error">{t.loadFailed}</p> : null}
      {keys.data && keys.data.length === 0 ? <p className="admin-empty">{t.none}</p> : null}
      {keys.data && keys.data.length > 0 ? (
        <div className="api-keys-table-wrap">
          <table className="api-keys-table">
            <thead>
              <tr>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.plan}</th>
                <th scope="col">{t.key}</th>
                <th scope="col">{t.lastUsed}</th>
                <th scope="col">{t.today}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">
                  <span className="sr-only">{t.revoke}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.data.map((apiKey) => (
                <KeyRow key={apiKey.id} apiKey={apiKey} busy={revoke.isPending} onRevoke={() => askRevoke(apiKey)} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
