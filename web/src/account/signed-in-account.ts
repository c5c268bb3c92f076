import { useSyncExternalStore } from 'react';

/**
 * The one place the app keeps who is signed in (spec sections 4 and 6). Sign-in (Google or, on a
 * loopback test server, a test account) sets it; cloud backup reads it to key backups to the account
 * and to send the ID token as `Authorization: Bearer`. The token lives in memory and in sessionStorage
 * only (so a reload in the same tab stays signed in until the token expires): never in localStorage,
 * a backup or a log.
 */
export interface SignedInAccount {
  email: string;
  name: string | null;
  /** The ID token the server verifies on every call that needs the account. */
  idToken: string;
  /** When the ID token stops being accepted (epoch milliseconds, from its `exp` claim). */
  expiresAt: number;
  /** A loopback test account rather than Google (only offered when the server runs TEST_ACCOUNTS). */
  testAccount: boolean;
}

type Listener = (account: SignedInAccount | null) => void;

const SESSION_KEY = 'signed-in-account';
const listeners = new Set<Listener>();
let current: SignedInAccount | null | undefined;

function isAccount(value: unknown): value is SignedInAccount {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.email === 'string' &&
    (v.name === null || typeof v.name === 'string') &&
    typeof v.idToken === 'string' &&
    typeof v.expiresAt === 'number' &&
    typeof v.testAccount === 'boolean'
  );
}

function readSession(): SignedInAccount | null {
  try {
    const stored: unknown = JSON.parse(globalThis.sessionStorage?.getItem(SESSION_KEY) ?? 'null');
    return isAccount(stored) ? stored : null;
  } catch {
    return null;
  }
}

function writeSession(account: SignedInAccount | null): void {
  try {
    if (account === null) globalThis.sessionStorage?.removeItem(SESSION_KEY);
    else globalThis.sessionStorage?.setItem(SESSION_KEY, JSON.stringify(account));
  } catch {
    // Storage blocked: the account still holds for this page, which is all sign-in promises.
  }
}

/** The signed-in account, or null when signed out or when its token has expired. */
export function signedInAccount(now: number = Date.now()): SignedInAccount | null {
  if (current === undefined) current = readSession();
  if (current !== null && current.expiresAt <= now) setSignedInAccount(null);
  return current;
}

/** Signs in (an account) or out (null) and tells every listener. */
export function setSignedInAccount(account: SignedInAccount | null): void {
  current = account;
  writeSession(account);
  for (const listener of listeners) listener(account);
}

/** Calls the listener on every sign-in and sign-out; returns the function that stops it. */
export function onAccountChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in account for React, redrawn on sign-in and sign-out. */
export function useSignedInAccount(): SignedInAccount | null {
  return useSyncExternalStore(
    (onChange) => onAccountChange(onChange),
    () => signedInAccount(),
    () => null,
  );
}
