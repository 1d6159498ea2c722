import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/index.ts';
import { useAdminLogin } from '../api/admin-auth.ts';
import { ApiRequestError } from '../api/admin-request.ts';
import { adminText as t } from '../messages.ts';

/** Password form; 'Mot de passe incorrect' appears under the field, tied to it for screen readers. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (token: string) => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useAdminLogin();
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError(t.passwordRequired);
      input.current?.focus();
      return;
    }
    setError(null);
    login.mutate(password, {
      onSuccess: onLoggedIn,
      onError: (err) => {
        // 401/403 is a wrong password; anything else (rate limit, network) must not claim that.
        const wrong = err instanceof ApiRequestError && (err.status === 401 || err.status === 403);
        setError(wrong ? t.wrongPassword : (err instanceof ApiRequestError && err.serverMessage) || t.loginFailed);
        setPassword('');
        input.current?.focus();
      },
    });
  };

  return (
    <div className="admin-login">
      <h1>{t.loginTitle}</h1>
      <p>{t.loginIntro}</p>
      <form onSubmit={submit} noValidate>
        <label htmlFor={`${id}-password`} className="admin-label">
          {t.passwordLabel}
        </label>
        <input
          ref={input}
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          className="admin-input"
        />
        <p id={`${id}-error`} className="admin-field-error" role="alert">
          {error}
        </p>
        <Button type="submit" disabled={login.isPending} aria-busy={login.isPending}>
          {login.isPending ? t.loggingIn : t.login}
        </Button>
      </form>
    </div>
  );
}
