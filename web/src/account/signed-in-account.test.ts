// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignedInAccount } from './signed-in-account.js';

const archer: SignedInAccount = { email: 'robin@example.org', name: 'Robin', testAccount: true };

/** A fresh copy of the module, as a new page (the app opened again) would load it. */
async function freshPage() {
  vi.resetModules();
  return import('./signed-in-account.js');
}

describe('the signed-in account', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => localStorage.clear());

  it('is kept until sign-out and every listener hears both', async () => {
    const page = await freshPage();
    const heard: Array<string | null> = [];
    const stop = page.onAccountChange((account) => heard.push(account?.email ?? null));
    page.setSignedInAccount(archer);
    expect(page.signedInAccount()).toEqual(archer);
    // The server confirming the same account at start-up (a new name, say) is no sign-in.
    page.setSignedInAccount({ ...archer, name: 'Robin Hood' });
    page.setSignedOut();
    stop();
    page.setSignedInAccount(archer);
    expect(heard).toEqual(['robin@example.org', null]);
  });

  it('lasts across closing the app: the next page is signed in, and holds no token', async () => {
    (await freshPage()).setSignedInAccount(archer);
    expect(JSON.stringify(localStorage)).not.toMatch(/token/i);
    const later = await freshPage();
    expect(later.signedInAccount()).toEqual(archer);
    expect(later.signInState()).toEqual({ state: 'signed-in', account: archer });
  });

  it('keeps backups under the account while signing out, and is signed out once it is done', async () => {
    const page = await freshPage();
    page.setSignedInAccount(archer);
    page.beginSignOut();
    expect(page.signedInAccount()).toBeNull();
    expect(page.backupsExpectAccount()).toBe(true);
    // A refusal during the sign-out is expected and is not a notice.
    page.sessionRefused();
    expect(page.signInState().state).toBe('signing-out');
    // Closed half-way: the next page is signed out, not signed in.
    expect((await freshPage()).signInState()).toEqual({ state: 'signed-out' });
    page.setSignedOut();
    expect(page.backupsExpectAccount()).toBe(false);
  });

  it('ends with a notice when the server refuses the session, and backups go under the device', async () => {
    const page = await freshPage();
    page.setSignedInAccount(archer);
    const heard: Array<string | null> = [];
    page.onAccountChange((account) => heard.push(account?.email ?? null));
    page.sessionRefused();
    expect(page.signInState()).toEqual({ state: 'ended', email: 'robin@example.org' });
    expect(page.signedInAccount()).toBeNull();
    expect(page.backupsExpectAccount()).toBe(false);
    expect(heard).toEqual([null]);
    // The notice stays until read, across closing the app.
    expect((await freshPage()).signInState()).toEqual({ state: 'ended', email: 'robin@example.org' });
  });

  it('drops the token-holding record of earlier versions', async () => {
    sessionStorage.setItem(
      'signed-in-account',
      JSON.stringify({ ...archer, idToken: 'a.b.c', expiresAt: Date.now() + 60_000 }),
    );
    const page = await freshPage();
    expect(page.signedInAccount()).toBeNull();
    expect(sessionStorage.getItem('signed-in-account')).toBeNull();
  });
});
