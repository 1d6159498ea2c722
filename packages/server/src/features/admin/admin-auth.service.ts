import {
  deleteAllSessions,
  deleteExpiredSessions,
  deleteSession,
  findLiveSession,
  getAdminPasswordHash,
  insertSession,
  setAdminPasswordHash,
} from './admin.repository.ts';
import type { AppDeps } from '../../core/deps.ts';
import { AppError, ERRORS } from '../../core/errors/index.ts';
import type { LoginThrottle } from './security/login-throttle.ts';
import { generatePassword, hashPassword, verifyPassword } from './security/password-hash.ts';
import { generateToken, hashToken, sameHash } from './security/session-token.ts';

/** How long an admin token stays valid. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

type AuthDeps = Pick<AppDeps, 'db' | 'config' | 'logger'>;

/**
 * Makes sure an admin password hash exists. ADMIN_PASSWORD wins (and replaces a different stored one);
 * without it, the first start generates a password and logs it exactly once.
 */
export async function ensureAdminPassword(deps: AuthDeps): Promise<void> {
  const stored = await getAdminPasswordHash(deps.db);
  const fromEnv = deps.config.adminPassword;
  if (fromEnv !== undefined) {
    if (stored === undefined || !(await verifyPassword(fromEnv, stored))) {
      await setAdminPasswordHash(deps.db, await hashPassword(fromEnv));
      // A changed password must end every session opened with the old one.
      await deleteAllSessions(deps.db);
      deps.logger.info('admin password set from ADMIN_PASSWORD');
    }
    return;
  }
  if (stored === undefined) {
    const password = generatePassword();
    await setAdminPasswordHash(deps.db, await hashPassword(password));
    // Written into the message (not a field) because the logger redacts fields named password.
    deps.logger.warn(`Generated admin password (shown only once, only its hash is stored; set ADMIN_PASSWORD to replace it): ${password}`);
  }
}

export async function login(deps: AuthDeps, password: string, now = new Date()): Promise<string> {
  const stored = await getAdminPasswordHash(deps.db);
  if (stored === undefined || !(await verifyPassword(password, stored))) {
    throw new AppError(ERRORS.adminWrongPassword);
  }
  await deleteExpiredSessions(deps.db, now);
  const token = generateToken();
  await insertSession(deps.db, hashToken(token), new Date(now.getTime() + SESSION_TTL_MS));
  return token;
}

/**
 * Login behind the wrong-password backoff: the attempt is admitted and counted before the password is looked at (a
 * parallel burst cannot pass the lock while hashes run); a refused one gets 429 with the seconds to wait. An admitted
 * attempt may wait for its account-wide turn first. The right password clears the address and the account.
 */
export async function throttledLogin(deps: AuthDeps, throttle: LoginThrottle, address: string, password: string): Promise<string> {
  const admission = throttle.admit(address);
  if (!admission.admitted) {
    const wait = admission.waitSeconds;
    throw new AppError(ERRORS.tooManyRequests, { seconds: wait }, { retryAfterSeconds: wait });
  }
  if (admission.delayMs > 0) {
    await new Promise((resolve) => setTimeout(resolve, admission.delayMs));
  }
  const token = await login(deps, password);
  throttle.succeeded(address);
  return token;
}

/** True when the token names a live session. */
export async function isAdminToken(deps: AuthDeps, token: string | undefined, now = new Date()): Promise<boolean> {
  if (!token) {
    return false;
  }
  const wanted = hashToken(token);
  const found = await findLiveSession(deps.db, wanted, now);
  return found !== undefined && sameHash(found, wanted);
}

/** Throws 401 unless the token names a live session. */
export async function requireAdmin(deps: AuthDeps, token: string | undefined, now = new Date()): Promise<void> {
  if (!(await isAdminToken(deps, token, now))) {
    throw new AppError(ERRORS.adminUnauthorized);
  }
}

export async function logout(deps: AuthDeps, token: string): Promise<void> {
  await deleteSession(deps.db, hashToken(token));
}
