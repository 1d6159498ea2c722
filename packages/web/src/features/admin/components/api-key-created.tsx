import { useState } from 'react';
import type { ApiKeyCreatedResponse } from '@alt-optimizer/contract';
import { Button } from '../../../components/index.ts';
import { apiKeysMessages } from '../api-keys.messages.ts';
import { ADMIN_LANG } from '../messages.ts';

const t = apiKeysMessages[ADMIN_LANG];

function CopyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="api-key-secret">
      <span className="api-key-secret-label">{label}</span>
      <code>{value}</code>
      <Button
        variant="secondary"
        aria-label={`${t.copy} : ${label}`}
        onClick={async () => {
          await navigator.clipboard.writeText(value);
          setCopied(true);
        }}
      >
        {copied ? t.copied : t.copy}
      </Button>
    </div>
  );
}

/** The new key and its webhook secret, shown this once (the server keeps only a hash of the key). */
export function ApiKeyCreated({ created, onDone }: { created: ApiKeyCreatedResponse; onDone: () => void }) {
  return (
    <div className="api-key-created" role="status">
      <p className="api-key-created-title">{t.createdTitle}</p>
      <CopyField label={`${t.key} (${created.key.name})`} value={created.apiKey} />
      <CopyField label={t.webhookSecret} value={created.webhookSecret} />
      <Button onClick={onDone}>{t.done}</Button>
    </div>
  );
}
