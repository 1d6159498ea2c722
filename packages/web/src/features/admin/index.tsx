import { adminText as t, ADMIN_LANG } from './messages.ts';
import { Dashboard } from './components/dashboard.tsx';
import { LoginForm } from './components/login-form.tsx';
import { useAdminSession } from './hooks/use-admin-session.ts';
import './admin.css';

/** /admin (spec section 2): password login, then the French dashboard. */
export function AdminPage() {
  const session = useAdminSession();
  return (
    <div className="container admin" lang={ADMIN_LANG}>
      {!session.ready ? (
        <p className="admin-muted" role="status">
          {t.loading}
        </p>
      ) : session.token ? (
        <Dashboard token={session.token} onLogout={session.logout} />
      ) : (
        <LoginForm onLoggedIn={session.login} />
      )}
    </div>
  );
}
