import { useEffect } from 'react';
import { useEngineSettings } from '../api/engine-settings.ts';
import { engineSettingsMessages } from '../engine-settings.messages.ts';
import { ADMIN_LANG, adminText } from '../messages.ts';
import { EngineSettingsForm } from './engine-settings-form.tsx';

const t = engineSettingsMessages[ADMIN_LANG];

/** The dashboard's "Moteur IA" section (issue 15 #7); a 401 ends the session like every admin call. */
export function EngineSettingsSection({ token, onError }: { token: string; onError: (error: unknown, message: string) => void }) {
  const settings = useEngineSettings(token);
  useEffect(() => {
    if (settings.isError) {
      onError(settings.error, t.loadFailed);
    }
  }, [settings.isError, settings.error, onError]);

  return (
    <section aria-labelledby="admin-engine-title">
      <h2 id="admin-engine-title">{t.heading}</h2>
      <p>{t.intro}</p>
      {settings.isPending ? <p className="admin-muted">{adminText.loading}</p> : null}
      {settings.isError ? <p className="admin-field-error">{t.loadFailed}</p> : null}
      {settings.data ? <EngineSettingsForm token={token} settings={settings.data} /> : null}
    </section>
  );
}
