import { setSignedInAccount, type SignedInAccount } from './signed-in-account.js';
import { accountOf, testAccountToken, type SignInResult } from './server-api.js';
import { forgetGoogleAutoSelect } from './google-identity.js';

/**
 * Everything after an ID token arrives, the same for Google and for a test account: the server checks
 * the token (signature, issuer, audience, expiry) and says whose it is, and only then is the account
 * set. Cloud backup hears the change and takes it from there (spec section 4).
 */
export async function completeSignIn(
  idToken: string,
  testAccount: boolean,
): Promise<SignInResult<SignedInAccount>> {
  const checked = await accountOf(idToken);
  if (!checked.ok) return checked;
  const { email, name, expiresAt } = checked.value;
  if (email === null) {
    return {
      ok: false,
      error: { reason: 'refused', message: 'This account has no e-mail address to sign in with' },
    };
  }
  const account: SignedInAccount = { email, name, idToken, expiresAt, testAccount };
  setSignedInAccount(account);
  return { ok: true, value: account };
}

/** "Sign in as a test account": the server signs a token for the e-mail, then the same path as Google. */
export async function signInAsTestAccount(email: string): Promise<SignInResult<SignedInAccount>> {
  const token = await testAccountToken(email.trim());
  if (!token.ok) return token;
  return completeSignIn(token.value, true);
}

/** Back to device backups: the token is dropped, and Google will not pick the account by itself. */
export function signOut(): void {
  setSignedInAccount(null);
  forgetGoogleAutoSelect();
}
