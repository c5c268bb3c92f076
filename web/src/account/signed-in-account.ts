import { useSyncExternalStore } from 'react';
import { signInSetting } from '../device-storage/registry.js';
import type { SignedInAccount, SignInState } from '../device-storage/shapes.js';
import { settingStore } from '../device-storage/store.js';

export type { SignedInAccount, SignInState };

/**
 * The one place the app keeps who is signed in. Sign-in (Google or, on a loopback test server, a test
 * account) hands the ID token to the server once; from then on the server's session cookie, which page
 * script cannot read, says who the device is (docs/sign-in.md). The page keeps only what it shows: the
 * account's e-mail and name, in localStorage, so it stays signed in across closing the app, reloads and
 * going offline. No token is ever kept here.
 */

type Listener = (account: SignedInAccount | null) => void;

const listeners = new Set<Listener>();
/** Kept under `signInSetting` (device-storage/registry.ts): a sign-out, even half-way, is kept as no key. */
const state = settingStore(signInSetting);
let oldRecordDropped = false;

/** Where sign-in stands now. */
export function signInState(): SignInState {
  if (!oldRecordDropped) {
    oldRecordDropped = true;
    try {
      // The token-holding record of earlier versions is dropped: it meant nothing without a session.
      globalThis.sessionStorage?.removeItem(signInSetting.key);
    } catch {
      // Blocked storage holds nothing to drop.
    }
  }
  return state.get();
}

function setState(next: SignInState): void {
  const before = signedInAccount();
  state.set(next);
  const after = signedInAccount();
  // Only a sign-in or sign-out is news to backups: the server confirming the same account at start-up
  // (with a fresh name, say) must not run "after sign-in" again on every start.
  if (before?.email !== after?.email) for (const listener of listeners) listener(after);
}

/** The account backups go under, or null when signed out (or while signing out). */
export function signedInAccount(): SignedInAccount | null {
  const now = signInState();
  return now.state === 'signed-in' ? now.account : null;
}

/** True while backups must go under the account (or not at all): signed in, or signing out. */
export function backupsExpectAccount(): boolean {
  const state = signInState().state;
  return state === 'signed-in' || state === 'signing-out';
}

/** Signed in, as the server confirmed. */
export function setSignedInAccount(account: SignedInAccount): void {
  setState({ state: 'signed-in', account });
}

/** Sign-out has begun: the account is no longer shown, and nothing goes under the device yet. */
export function beginSignOut(): void {
  const now = signInState();
  if (now.state === 'signed-in') setState({ state: 'signing-out', account: now.account });
}

/** Signed out, by the archer's choice (or a notice dismissed). */
export function setSignedOut(): void {
  setState({ state: 'signed-out' });
}

/**
 * The server refused the session while the app thought it was signed in: back to device backups, with
 * a notice. During a sign-out the refusal is expected and changes nothing.
 */
export function sessionRefused(): void {
  const now = signInState();
  if (now.state === 'signed-in') setState({ state: 'ended', email: now.account.email });
}

/** Calls the listener on every sign-in and sign-out; returns the function that stops it. */
export function onAccountChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where sign-in stands, for React. */
export function useSignInState(): SignInState {
  return useSyncExternalStore(state.subscribe, signInState, () => ({ state: 'signed-out' }) as const);
}

/** The signed-in account for React, redrawn on sign-in and sign-out. */
export function useSignedInAccount(): SignedInAccount | null {
  return useSyncExternalStore(state.subscribe, signedInAccount, () => null);
}
