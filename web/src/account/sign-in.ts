import {
  beginSignOut,
  sessionRefused,
  setSignedInAccount,
  setSignedOut,
  signInState,
  type SignedInAccount,
} from './signed-in-account.js';
import {
  endSession,
  sessionAccount,
  startSession,
  testAccountToken,
  type SignInResult,
} from './server-api.js';
import { forgetGoogleAutoSelect } from './google-identity.js';

/**
 * Everything after an ID token arrives, the same for Google and for a test account: the server checks
 * the token (signature, issuer, audience, expiry) once, starts a session in an HttpOnly cookie and says
 * whose it is; only then is the account set. The token is dropped here. Cloud backup hears the change
 * and takes it from there.
 */
export async function completeSignIn(
  idToken: string,
  testAccount: boolean,
): Promise<SignInResult<SignedInAccount>> {
  const checked = await startSession(idToken);
  if (!checked.ok) return checked;
  const { email, name } = checked.value;
  if (email === null) {
    return {
      ok: false,
      error: { reason: 'refused', message: 'This account has no e-mail address to sign in with' },
    };
  }
  const account: SignedInAccount = { email, name, testAccount };
  setSignedInAccount(account);
  return { ok: true, value: account };
}

/** "Sign in as a test account": the server signs a token for the e-mail, then the same path as Google. */
export async function signInAsTestAccount(email: string): Promise<SignInResult<SignedInAccount>> {
  const token = await testAccountToken(email.trim());
  if (!token.ok) return token;
  return completeSignIn(token.value, true);
}

/**
 * Back to device backups: the session is ended on the server (the cookie is cleared with it) and only
 * then is the device signed out, so no backup meant for the account goes under the device in between.
 * Offline, the device is signed out all the same; the server's session then runs out unused.
 * With everywhere, every device of the account is signed out.
 */
export async function signOut(everywhere = false): Promise<SignInResult<void>> {
  beginSignOut();
  const ended = await endSession(everywhere);
  if (everywhere && !ended.ok && ended.error.reason !== 'refused') {
    // Not done: the other devices stay signed in, so this one does too, and says why.
    const state = signInState();
    if (state.state === 'signing-out') setSignedInAccount(state.account);
    return ended;
  }
  setSignedOut();
  forgetGoogleAutoSelect();
  return { ok: true, value: undefined };
}

/**
 * At start-up: the device stays signed in from the last visit; when the server can be asked, it says
 * whether the session still holds. Offline, nothing changes.
 */
export async function confirmSession(): Promise<void> {
  if (signInState().state !== 'signed-in') return;
  const answer = await sessionAccount();
  if (!answer.ok) {
    if (answer.error.reason === 'refused') sessionRefused();
    return;
  }
  const state = signInState();
  if (state.state !== 'signed-in' || answer.value.email === null) return;
  setSignedInAccount({ ...state.account, email: answer.value.email, name: answer.value.name });
}

/** The "sign in again" notice was read: plain signed out from now on. */
export function dismissSignInEnded(): void {
  if (signInState().state === 'ended') setSignedOut();
}
