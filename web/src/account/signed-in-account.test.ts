import { afterEach, describe, expect, it } from 'vitest';
import {
  onAccountChange,
  setSignedInAccount,
  signedInAccount,
  type SignedInAccount,
} from './signed-in-account.js';

const archer: SignedInAccount = {
  email: 'robin@example.org',
  name: 'Robin',
  idToken: 'header.payload.signature',
  expiresAt: Date.parse('2026-11-24T12:00:00Z'),
  testAccount: true,
};

describe('the signed-in account', () => {
  afterEach(() => setSignedInAccount(null));

  it('is kept until sign-out and every listener hears both', () => {
    const heard: Array<string | null> = [];
    const stop = onAccountChange((account) => heard.push(account?.email ?? null));
    setSignedInAccount(archer);
    expect(signedInAccount(Date.parse('2026-11-24T11:00:00Z'))).toEqual(archer);
    setSignedInAccount(null);
    stop();
    setSignedInAccount(archer);
    expect(heard).toEqual(['robin@example.org', null]);
  });

  it('counts as signed out once the token has expired, and says so to listeners', () => {
    setSignedInAccount(archer);
    const heard: Array<string | null> = [];
    const stop = onAccountChange((account) => heard.push(account?.email ?? null));
    expect(signedInAccount(Date.parse('2026-11-24T12:00:00Z'))).toBeNull();
    expect(heard).toEqual([null]);
    stop();
  });
});
