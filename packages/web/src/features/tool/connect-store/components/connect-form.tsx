import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CONNECTOR_LIMITS, CONNECTOR_PLATFORMS, type ConnectionCredentials, type ConnectorPlatform } from '@alt-optimizer/contract';
import { Button } from '../../../../components/index.ts';
import { useLang, useT } from '../../../../i18n/index.ts';
import { useCreateConnection, useTestConnection } from '../api/connections.ts';
import { errorCode } from '../api/connector-request.ts';
import { connectMessages } from '../connect-store.messages.ts';
import { fieldOfError, type ConnectField } from '../lib/field-errors.ts';
import { useFailureText } from '../lib/session.ts';
import { TextField } from './text-field.tsx';

interface FieldError {
  field: ConnectField | null;
  message: string;
}

/**
 * A new store: platform, address, (WooCommerce: user name) and token, each with where to find it. "Test
 * Connection" asks the store and saves nothing; "Save and Continue" saves it (the server tests again and keeps the
 * token encrypted). A refusal names its field (wrong token → token) and is announced; focus goes to that field.
 */
export function ConnectForm({ onConnected }: { onConnected: (connectionId: string) => void }) {
  const t = useT(connectMessages);
  const lang = useLang();
  const id = useId();
  const failureText = useFailureText();
  const test = useTestConnection(lang);
  const create = useCreateConnection(lang);
  const [platform, setPlatform] = useState<ConnectorPlatform>('shopify');
  const [values, setValues] = useState<Record<ConnectField, string>>({ storeUrl: '', username: '', accessToken: '' });
  const [error, setError] = useState<FieldError | null>(null);
  const [tested, setTested] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<ConnectField, HTMLInputElement | null>>>({});
  const alertRef = useRef<HTMLParagraphElement>(null);
  const woo = platform === 'woocommerce';
  const busy = test.isPending || create.isPending;

  const edit = (field: ConnectField, value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    setTested(null);
    setError(null);
  };

  const fail = (next: FieldError) => setError(next);

  // Focus the field to fix; a refusal about no field (rate limit) is read from the alert, which takes focus. After
  // the render: an empty alert is not displayed, and so cannot take focus, until the message is in it.
  useEffect(() => {
    if (error?.field) {
      inputs.current[error.field]?.focus();
    } else if (error) {
      alertRef.current?.focus();
    }
  }, [error]);

  /** The credentials, or null after pointing at the first empty field. */
  const credentials = (): ConnectionCredentials | null => {
    const missing: Array<[ConnectField, string]> = [
      ['storeUrl', t.addressRequired],
      ...(woo ? [['username', t.usernameRequired] as [ConnectField, string]] : []),
      ['accessToken', t.tokenRequired],
    ];
    const empty = missing.find(([field]) => values[field].trim() === '');
    if (empty) {
      fail({ field: empty[0], message: empty[1] });
      return null;
    }
    return {
      platform,
      storeUrl: values.storeUrl.trim(),
      accessToken: values.accessToken.trim(),
      ...(woo ? { username: values.username.trim() } : {}),
    };
  };

  const onFailure = (err: unknown) => {
    const message = failureText(err, t.connectionFailedText);
    if (message !== null) {
      fail({ field: fieldOfError(errorCode(err)), message });
    }
  };

  const onTest = () => {
    const body = credentials();
    if (body) {
      setError(null);
      test.mutate(body, { onSuccess: (answer) => setTested(answer.storeName), onError: onFailure });
    }
  };

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    const body = credentials();
    if (body) {
      setError(null);
      create.mutate(body, { onSuccess: (answer) => onConnected(answer.connection.id), onError: onFailure });
    }
  };

  const fieldError = (field: ConnectField) => (error?.field === field ? error.message : null);
  const bind = (field: ConnectField) => ({
    ref: (el: HTMLInputElement | null) => {
      inputs.current[field] = el;
    },
    value: values[field],
    onChange: (event: { target: { value: string } }) => edit(field, event.target.value),
    error: fieldError(field),
    // Not disabled while a request runs: a refusal moves focus into the field it names, which must stay focusable.
    readOnly: busy,
  });

  return (
    <form className="store-form" onSubmit={onSave} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="tool-subheading">
        {t.newStoreHeading}
      </h3>
      <fieldset className="store-platforms" disabled={busy}>
        <legend className="tool-label">{t.platformLegend}</legend>
        {CONNECTOR_PLATFORMS.map((p) => (
          <label key={p} className={`store-platform${platform === p ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name={`${id}-platform`}
              value={p}
              checked={platform === p}
              onChange={() => {
                setPlatform(p);
                setTested(null);
                setError(null);
              }}
            />
            {t[p]}
          </label>
        ))}
      </fieldset>
      <TextField
        id={`${id}-address`}
        label={t.addressLabel}
        help={woo ? t.addressHelpWoo : t.addressHelpShopify}
        type="text"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        maxLength={CONNECTOR_LIMITS.storeUrlMaxChars}
        {...bind('storeUrl')}
      />
      {woo ? (
        <TextField
          id={`${id}-username`}
          label={t.usernameLabel}
          help={t.usernameHelp}
          type="text"
          autoComplete="username"
          spellCheck={false}
          maxLength={CONNECTOR_LIMITS.usernameMaxChars}
          {...bind('username')}
        />
      ) : null}
      <TextField
        id={`${id}-token`}
        label={woo ? t.tokenLabelWoo : t.tokenLabelShopify}
        help={`${woo ? t.tokenHelpWoo : t.tokenHelpShopify} ${t.tokenStorage}`}
        // A password field: the token is not shown on screen, and browsers do not offer to remember it as typed text.
        type="password"
        autoComplete="off"
        spellCheck={false}
        maxLength={CONNECTOR_LIMITS.tokenMaxChars}
        {...bind('accessToken')}
      />
      {/*
        The success is polite, a refusal assertive. A refusal about a field is shown under it (and read with it when
        focus lands there), so here it is only announced; one about no field (rate limit) is shown here and focused.
      */}
      <p className="store-test-ok" role="status">
        {tested ? t.testOk(tested) : ''}
      </p>
      <p
        ref={alertRef}
        tabIndex={-1}
        className={error?.field ? 'tool-sr-only' : 'tool-field-error'}
        role="alert"
        data-testid="store-connect-error"
      >
        {error?.message ?? ''}
      </p>
      <div className="tool-actions">
        <Button variant="secondary" onClick={onTest} disabled={busy} aria-busy={test.isPending}>
          {test.isPending ? t.testing : t.testConnection}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={create.isPending}>
          {create.isPending ? t.saving : t.saveAndContinue}
        </Button>
      </div>
    </form>
  );
}
