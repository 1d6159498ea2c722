import { useEffect, useId, useState, type FormEvent } from 'react';
import { AI_PROVIDERS, type AiProvider, type EngineSettings, type EngineSettingsInput } from '@alt-optimizer/contract';
import { Button } from '../../../components/index.ts';
import { errorText } from '../../../lib/api-request.ts';
import { engineLabel } from '../../../lib/engine-words.ts';
import { useSaveEngineSettings, useTestEngine } from '../api/engine-settings.ts';
import { engineSettingsMessages } from '../engine-settings.messages.ts';
import { ADMIN_LANG } from '../messages.ts';

const t = engineSettingsMessages[ADMIN_LANG];
const seconds = (ms: number) => (ms / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 });

interface Draft {
  provider: AiProvider;
  model: string;
  baseUrl: string;
  apiKey: string;
  clearApiKey: boolean;
  price: string;
}

const draftOf = (s: EngineSettings): Draft => ({
  provider: s.provider,
  model: s.model ?? '',
  baseUrl: s.baseUrl ?? '',
  apiKey: '',
  clearApiKey: false,
  // Shown the French way (0,002); both separators are read back.
  price: s.pricePerImageUsd === null ? '' : String(s.pricePerImageUsd).replace('.', ','),
});

function inputOf(d: Draft): EngineSettingsInput {
  const price = d.price.trim().replace(',', '.');
  return {
    provider: d.provider,
    model: d.model,
    baseUrl: d.baseUrl,
    apiKey: d.apiKey,
    clearApiKey: d.clearApiKey,
    pricePerImageUsd: price === '' ? null : Number(price),
  };
}

/** The stored key goes only where it was saved (the server refuses otherwise): the hint says so before a test or a save. */
function keyHint(settings: EngineSettings, draft: Draft): string {
  if (!settings.canStoreKey) {
    return t.apiKeyCannotStore;
  }
  if (!settings.apiKeySet) {
    return t.apiKeyNone;
  }
  const moved =
    draft.provider !== settings.provider || draft.baseUrl.trim().replace(/\/+$/, '') !== (settings.baseUrl ?? '').replace(/\/+$/, '');
  return moved && !draft.apiKey && !draft.clearApiKey ? t.apiKeyElsewhere : t.apiKeyStored;
}

interface TextFieldProps {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'url' | 'password';
  inputMode?: 'decimal';
  short?: boolean;
}

/** A labelled input with its hint read by screen readers; never filled in by the browser (keys, URLs). */
function TextField({ label, hint, value, onChange, type = 'text', inputMode, short }: TextFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="admin-label">
        {label}
      </label>
      <input
        id={id}
        className={short ? 'admin-input admin-input-short' : 'admin-input'}
        type={type}
        inputMode={inputMode}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint`}
        autoComplete={type === 'password' ? 'new-password' : 'off'}
        spellCheck={false}
      />
      <p id={`${id}-hint`} className="admin-hint">
        {hint}
      </p>
    </>
  );
}

/**
 * The AI engine form: engine, model, base URL, key (write-only: the stored key is never sent back), price per image;
 * "Tester la connexion" runs a real analysis with the form's values, "Enregistrer" saves and switches the engine.
 * With ALT_AI_PROVIDER set on the server, everything but the price is read-only.
 */
export function EngineSettingsForm({ token, settings }: { token: string; settings: EngineSettings }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useSaveEngineSettings(token);
  const test = useTestEngine(token);
  const locked = settings.source === 'env';
  const remote = draft.provider !== 'local';
  const busy = save.isPending || test.isPending;
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  // A save answers the new settings: show them (the typed key is cleared, it is stored now).
  useEffect(() => setDraft(draftOf(settings)), [settings]);

  const onTest = () => {
    setStatus(null);
    test.mutate(inputOf(draft), {
      onSuccess: (r) =>
        setStatus(
          r.ok
            ? { ok: true, text: r.engine === 'local' ? t.testOkLocal(r.alt ?? '') : t.testOk(r.alt ?? '', seconds(r.durationMs)) }
            : { ok: false, text: t.testFailed(r.message ?? '') },
        ),
      onError: (error) => setStatus({ ok: false, text: t.testFailed(errorText(error, t.loadFailed)) }),
    });
  };
  const onSave = (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    save.mutate(inputOf(draft), {
      onSuccess: () => setStatus({ ok: true, text: t.saved }),
      onError: (error) => setStatus({ ok: false, text: errorText(error, t.loadFailed) }),
    });
  };

  return (
    <form className="admin-engine" onSubmit={onSave} noValidate>
      <p className="admin-muted">{t.running(engineLabel(settings.engine, ADMIN_LANG))}</p>
      {locked ? <p className="admin-note">{t.fromEnv}</p> : null}
      <fieldset disabled={locked || busy} className="admin-engine-fields">
        <label htmlFor={`${id}-provider`} className="admin-label">
          {t.provider}
        </label>
        <select
          id={`${id}-provider`}
          className="admin-input"
          value={draft.provider}
          onChange={(e) => set({ provider: e.target.value as AiProvider })}
        >
          {AI_PROVIDERS.map((p) => (
            <option key={p} value={p}>
              {t.providers[p]}
            </option>
          ))}
        </select>
        {remote ? (
          <>
            <TextField
              label={t.model}
              hint={draft.provider === 'openai-compatible' ? t.modelRequired : t.modelHint}
              value={draft.model}
              onChange={(model) => set({ model })}
            />
            <TextField label={t.baseUrl} hint={t.baseUrlHint} type="url" value={draft.baseUrl} onChange={(baseUrl) => set({ baseUrl })} />
            <TextField
              label={t.apiKey}
              hint={keyHint(settings, draft)}
              type="password"
              value={draft.apiKey}
              onChange={(apiKey) => set({ apiKey })}
            />
            {settings.apiKeySet && !locked ? (
              <label className="admin-check">
                <input type="checkbox" checked={draft.clearApiKey} onChange={(e) => set({ clearApiKey: e.target.checked })} />
                {t.clearKey}
              </label>
            ) : null}
          </>
        ) : null}
      </fieldset>
      <fieldset disabled={busy} className="admin-engine-fields">
        <TextField label={t.price} hint={t.priceHint} inputMode="decimal" short value={draft.price} onChange={(price) => set({ price })} />
      </fieldset>
      <div className="admin-engine-actions">
        {!locked ? (
          <Button type="button" variant="secondary" onClick={onTest} disabled={busy} aria-busy={test.isPending}>
            {test.isPending ? t.testing : t.test}
          </Button>
        ) : null}
        <Button type="submit" disabled={busy} aria-busy={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </Button>
      </div>
      <p className={status?.ok === false ? 'admin-field-error' : 'admin-ok'} role="status" data-testid="engine-status">
        {status?.text}
      </p>
    </form>
  );
}
