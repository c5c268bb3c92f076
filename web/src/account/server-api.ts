import type {
  AccountAnswer,
  AppConfigAnswer,
  SignedOutAnswer,
  TestTokenAnswer,
} from '../../../shared/account/types.js';
import { fail, type Result } from '../../../shared/core/result.js';

/** Why a call to the server about sign-in did not give what was asked. */
export type SignInFailure = 'offline' | 'refused' | 'server';

export type SignInResult<T> = Result<T, SignInFailure>;

/** The server's own words when it sent some (`{ success: false, error }`), else a plain fallback. */
async function errorText(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : fallback;
  } catch {
    return fallback;
  }
}

/** One JSON call; network trouble and refusals come back as data, never as a thrown error. */
export async function callServer<T>(path: string, init: RequestInit = {}): Promise<SignInResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: { accept: 'application/json', ...init.headers } });
  } catch {
    return fail('offline', 'The server cannot be reached: check your connection and try again');
  }
  if (!response.ok) {
    const reason = response.status === 401 || response.status === 403 ? 'refused' : 'server';
    return fail(reason, await errorText(response, `The server answered ${response.status}`));
  }
  try {
    return { ok: true, value: (await response.json()) as T };
  } catch {
    return fail('server', 'The server sent an answer the app cannot read');
  }
}

export type AppConfig = Omit<AppConfigAnswer, 'success'>;

let config: Promise<SignInResult<AppConfig>> | undefined;

/** GET /api/config once per page; a failed read is tried again next time it is asked for. */
export function appConfig(): Promise<SignInResult<AppConfig>> {
  config ??= callServer<AppConfigAnswer>('/api/config').then((result) => {
    if (!result.ok) config = undefined;
    return result.ok
      ? {
          ok: true,
          value: { googleClientId: result.value.googleClientId, testAccounts: result.value.testAccounts },
        }
      : result;
  });
  return config;
}

/**
 * Signs in: the server checks the ID token once and answers with its own session in an HttpOnly cookie
 * (the browser keeps it; page script never sees it), and whose account it is.
 */
export function startSession(idToken: string): Promise<SignInResult<AccountAnswer['account']>> {
  return callServer<AccountAnswer>('/api/auth/session', {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}` },
  }).then((result) => (result.ok ? { ok: true, value: result.value.account } : result));
}

/** Whose session the cookie holds; 'refused' when it has ended. */
export function sessionAccount(): Promise<SignInResult<AccountAnswer['account']>> {
  return callServer<AccountAnswer>('/api/auth/me').then((result) =>
    result.ok ? { ok: true, value: result.value.account } : result,
  );
}

/** Ends this device's session (or, with everywhere, every session of the account) on the server. */
export function endSession(everywhere: boolean): Promise<SignInResult<SignedOutAnswer>> {
  return everywhere
    ? callServer<SignedOutAnswer>('/api/auth/sign-out-everywhere', { method: 'POST' })
    : callServer<SignedOutAnswer>('/api/auth/session', { method: 'DELETE' });
}

/** A test account's ID token (only on a TEST_ACCOUNTS loopback server). */
export function testAccountToken(email: string): Promise<SignInResult<string>> {
  return callServer<TestTokenAnswer>('/api/auth/test-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  }).then((result) => (result.ok ? { ok: true, value: result.value.idToken } : result));
}
