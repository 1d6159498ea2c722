import { useId, useState, type FormEvent } from 'react';
import { API_PLANS, type ApiKeyCreatedResponse, type ApiPlan } from '@alt-optimizer/contract';
import { Button } from '../../../components/index.ts';
import { errorText } from '../../../lib/api-request.ts';
import { useCreateApiKey } from '../api/api-keys.ts';
import { apiKeysMessages } from '../api-keys.messages.ts';
import { ADMIN_LANG } from '../messages.ts';

const t = apiKeysMessages[ADMIN_LANG];

/** Name, plan (and a daily limit for an enterprise key) → a new key, handed to `onCreated` to be shown once. */
export function ApiKeyForm({ token, onCreated }: { token: string; onCreated: (created: ApiKeyCreatedResponse) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [plan, setPlan] = useState<ApiPlan>('free');
  const [limit, setLimit] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateApiKey(token);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dailyLimit = plan === 'enterprise' ? Number.parseInt(limit, 10) : undefined;
    if (plan === 'enterprise' && !(dailyLimit! > 0)) {
      setProblem(t.dailyLimitRequired);
      return;
    }
    setProblem(null);
    create.mutate(
      { name: name.trim(), plan, dailyLimit },
      {
        onSuccess: (created) => {
          setName('');
          setLimit('');
          onCreated(created);
        },
        onError: (error) => setProblem(errorText(error, t.createFailed)),
      },
    );
  };

  return (
    <form className="api-key-form" onSubmit={submit} aria-describedby={problem ? `${id}-problem` : undefined}>
      <label htmlFor={`${id}-name`}>{t.name}</label>
      <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} autoComplete="off" />
      <label htmlFor={`${id}-plan`}>{t.plan}</label>
      <select id={`${id}-plan`} value={plan} onChange={(e) => setPlan(e.target.value as ApiPlan)}>
        {API_PLANS.map((p) => (
          <option key={p} value={p}>
            {t.plans[p]}
          </option>
        ))}
      </select>
      {plan === 'enterprise' ? (
        <>
          <label htmlFor={`${id}-limit`}>{t.dailyLimit}</label>
          <input id={`${id}-limit`} type="number" min={1} inputMode="numeric" value={limit} onChange={(e) => setLimit(e.target.value)} />
        </>
      ) : null}
      <Button type="submit" disabled={create.isPending || name.trim() === ''}>
        {create.isPending ? t.creating : t.create}
      </Button>
      <p id={`${id}-problem`} className="admin-field-error" role="alert">
        {problem ?? ''}
      </p>
    </form>
  );
}
