import type { Ref } from 'react';
import { Button } from '../../../../components/index.ts';
import { useLang, useT } from '../../../../i18n/index.ts';
import { toolMessages } from '../../messages.ts';
import { useConnections } from '../api/connections.ts';
import { connectMessages } from '../connect-store.messages.ts';
import { failureMessage, useSessionCheck } from '../lib/session.ts';
import { ConnectForm } from './connect-form.tsx';
import { SavedStores } from './saved-stores.tsx';

interface ConnectStepProps {
  onConnected: (connectionId: string) => void;
  onChangeMode: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** First step: the stores already connected, and the form for a new one. */
export function ConnectStep({ onConnected, onChangeMode, headingRef }: ConnectStepProps) {
  const t = useT(connectMessages);
  const tool = useT(toolMessages);
  const lang = useLang();
  const connections = useConnections(lang);
  useSessionCheck(connections.error);
  const listError = connections.isError ? failureMessage(connections.error, t.connectionFailedText) : null;

  return (
    <div className="tool-panel store-connect">
      <h2 ref={headingRef} tabIndex={-1} className="tool-step-heading">
        {t.heading}
      </h2>
      <p>{t.intro}</p>
      {connections.isPending ? (
        <p className="tool-muted" role="status">
          {t.loading}
        </p>
      ) : null}
      {listError ? (
        <p className="tool-field-error" role="alert">
          {listError}
        </p>
      ) : null}
      {connections.data && connections.data.connections.length > 0 ? (
        <SavedStores connections={connections.data.connections} onUse={onConnected} />
      ) : null}
      <ConnectForm onConnected={onConnected} />
      <div className="tool-actions">
        <Button variant="ghost" onClick={onChangeMode}>
          {tool.changeMode}
        </Button>
      </div>
    </div>
  );
}
