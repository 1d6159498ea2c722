import { useState } from 'react';
import { Store } from 'lucide-react';
import type { Connection } from '@alt-optimizer/contract';
import { Button } from '../../../../components/index.ts';
import { useLang, useT } from '../../../../i18n/index.ts';
import { useDeleteConnection } from '../api/connections.ts';
import { connectMessages } from '../connect-store.messages.ts';
import { formatDate, storeName } from '../lib/store-format.ts';
import { useFailureText } from '../lib/session.ts';

interface SavedStoresProps {
  connections: Connection[];
  onUse: (connectionId: string) => void;
}

/** The stores already connected: use one, or remove it (the server deletes its encrypted token with it). */
export function SavedStores({ connections, onUse }: SavedStoresProps) {
  const t = useT(connectMessages);
  const lang = useLang();
  const failureText = useFailureText();
  const remove = useDeleteConnection(lang);
  const [status, setStatus] = useState('');

  const onRemove = (connection: Connection) =>
    remove.mutate(connection.id, {
      onSuccess: () => setStatus(t.storeRemoved(storeName(connection))),
      onError: (error) => setStatus(failureText(error, t.connectionFailedText) ?? ''),
    });

  return (
    <section className="store-saved" aria-labelledby="store-saved-title">
      <h3 id="store-saved-title" className="tool-subheading">
        {t.savedHeading}
      </h3>
      <p className="tool-save-status" role="status">
        {status}
      </p>
      {connections.length > 0 ? (
        <ul className="store-list">
          {connections.map((connection) => {
            const name = storeName(connection);
            return (
              <li key={connection.id} className="store-list-item" data-platform={connection.platform}>
                <Store aria-hidden="true" focusable="false" size={22} className="store-list-icon" />
                <span className="store-list-text">
                  <strong>{name}</strong>
                  <span className="tool-muted">
                    {t[connection.platform]} · {connection.storeUrl}
                    {connection.lastTestedAt ? ` · ${t.lastTested(formatDate(connection.lastTestedAt, lang))}` : ''}
                  </span>
                </span>
                <span className="tool-actions">
                  <Button aria-label={t.useStoreLabel(name)} onClick={() => onUse(connection.id)}>
                    {t.useStore}
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={t.removeStoreLabel(name)}
                    disabled={remove.isPending}
                    onClick={() => onRemove(connection)}
                  >
                    {t.removeStore}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
