import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { appConfig, type AppConfig } from './server-api.js';
import { renderGoogleButton } from './google-identity.js';
import { completeSignIn, dismissSignInEnded, signInAsTestAccount, signOut } from './sign-in.js';
import { useSignInState } from './signed-in-account.js';
import './sign-in.css';

type Offer =
  | { state: 'asking' }
  /** Offline or the server would not say: the app keeps working, sign-in waits. */
  | { state: 'unavailable'; message: string }
  | { state: 'ready'; config: AppConfig };

type Attempt = { state: 'idle' } | { state: 'signing-in' } | { state: 'failed'; message: string };

function prefersDark(): boolean {
  const chosen = document.documentElement.dataset.theme;
  if (chosen) return chosen === 'dark';
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

type GoogleButtonState = { state: 'loading' } | { state: 'shown' } | { state: 'failed' };

/** Google's own button, drawn once its script has loaded (only now, never at start-up). */
function GoogleSignInButton({
  clientId,
  onCredential,
}: {
  clientId: string;
  onCredential: (token: string) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [button, setButton] = useState<GoogleButtonState>({ state: 'loading' });

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let live = true;
    renderGoogleButton(element, clientId, prefersDark(), onCredential).then(
      () => live && setButton({ state: 'shown' }),
      () => live && setButton({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [clientId, onCredential]);

  return (
    <div className="sign-in-google">
      <div ref={host} />
      {button.state === 'loading' && <p className="sign-in-note">Loading Google sign-in…</p>}
      {button.state === 'failed' && (
        <p className="sign-in-note">
          Google sign-in could not be loaded. Check your connection and come back.
        </p>
      )}
    </div>
  );
}

/**
 * Optional sign-in (docs/product.md section 4), on Profile and on the Data screen: with Google when the server has
 * a client id, or as a test account when it runs TEST_ACCOUNTS on this machine. Signing in only tells the
 * server whose backups are whose; everything else works signed out.
 */
export function SignInPanel() {
  const signIn = useSignInState();
  const account = signIn.state === 'signed-in' || signIn.state === 'signing-out' ? signIn.account : null;
  const [offer, setOffer] = useState<Offer>({ state: 'asking' });
  const [attempt, setAttempt] = useState<Attempt>({ state: 'idle' });
  const [testEmail, setTestEmail] = useState('');
  const titleId = useId();

  const [asked, setAsked] = useState(0);

  // Offline when the screen opened: ask again as soon as the browser is back online.
  useEffect(() => {
    const askAgain = () => setAsked((count) => count + 1);
    window.addEventListener('online', askAgain);
    return () => window.removeEventListener('online', askAgain);
  }, []);

  useEffect(() => {
    if (account !== null) return;
    let live = true;
    void appConfig().then((result) => {
      if (!live) return;
      setOffer(
        result.ok
          ? { state: 'ready', config: result.value }
          : {
              state: 'unavailable',
              message: 'Sign-in needs a connection to the server. Your data stays on this device meanwhile.',
            },
      );
    });
    return () => {
      live = false;
    };
  }, [account, asked]);

  const onGoogleCredential = (idToken: string) => {
    setAttempt({ state: 'signing-in' });
    void completeSignIn(idToken, false).then((result) =>
      setAttempt(result.ok ? { state: 'idle' } : { state: 'failed', message: result.error.message }),
    );
  };

  async function signInTest(event: FormEvent) {
    event.preventDefault();
    setAttempt({ state: 'signing-in' });
    const result = await signInAsTestAccount(testEmail);
    setAttempt(result.ok ? { state: 'idle' } : { state: 'failed', message: result.error.message });
  }

  async function signOutHere(everywhere: boolean) {
    setAttempt({ state: 'idle' });
    const result = await signOut(everywhere);
    if (!result.ok) setAttempt({ state: 'failed', message: result.error.message });
  }

  if (account !== null) {
    const busy = signIn.state === 'signing-out';
    return (
      <section className="sign-in-panel" aria-labelledby={titleId}>
        <h2 id={titleId}>Account</h2>
        <p>
          Signed in as <strong>{account.name ?? account.email}</strong>
          {account.name !== null && <> ({account.email})</>}
          {account.testAccount && <> with a test account</>}. Cloud backups are kept under this account.
        </p>
        <button
          type="button"
          className="plain-button raised sign-in-button"
          disabled={busy}
          onClick={() => void signOutHere(false)}
        >
          Sign out
        </button>
        <button
          type="button"
          className="plain-button sign-in-button"
          disabled={busy}
          onClick={() => void signOutHere(true)}
        >
          Sign out everywhere
        </button>
        {busy && (
          <p className="sign-in-note" role="status">
            Signing out…
          </p>
        )}
        {attempt.state === 'failed' && (
          <p className="sign-in-error" role="alert">
            Could not sign out everywhere: {attempt.message}
          </p>
        )}
      </section>
    );
  }

  const config = offer.state === 'ready' ? offer.config : null;
  const nothingOffered = config !== null && config.googleClientId === null && !config.testAccounts;
  return (
    // The restore cards link here ("sign in to restore this one").
    <section id="account-sign-in" className="sign-in-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>Account</h2>
      {signIn.state === 'ended' && (
        <div className="sign-in-ended" role="status">
          <p>
            Your sign-in as {signIn.email} has ended. Your shoots are safe on this phone, and cloud backups go
            under this device until you sign in again.
          </p>
          <button type="button" className="plain-button" onClick={dismissSignInEnded}>
            OK
          </button>
        </div>
      )}
      <p>
        Sign in to keep your cloud backups under your account and find them on a new phone. Scoring works the
        same signed out.
      </p>
      {offer.state === 'asking' && <p className="sign-in-note">Checking sign-in options…</p>}
      {offer.state === 'unavailable' && <p className="sign-in-note">{offer.message}</p>}
      {nothingOffered && <p className="sign-in-note">Sign-in is not set up on this server.</p>}
      {config?.googleClientId && (
        <GoogleSignInButton clientId={config.googleClientId} onCredential={onGoogleCredential} />
      )}
      {config?.testAccounts && (
        <form className="sign-in-test fields" onSubmit={(event) => void signInTest(event)}>
          <label htmlFor={`${titleId}-email`}>Test account e-mail</label>
          <input
            id={`${titleId}-email`}
            type="email"
            autoComplete="off"
            required
            value={testEmail}
            onChange={(event) => setTestEmail(event.target.value)}
          />
          <button
            type="submit"
            className="plain-button raised sign-in-button"
            disabled={attempt.state === 'signing-in'}
          >
            Sign in as a test account
          </button>
          <p className="sign-in-note">Test accounts exist only on a server running on this computer.</p>
        </form>
      )}
      {attempt.state === 'signing-in' && (
        <p className="sign-in-note" role="status">
          Signing in…
        </p>
      )}
      {attempt.state === 'failed' && (
        <p className="sign-in-error" role="alert">
          Sign-in failed: {attempt.message}
        </p>
      )}
    </section>
  );
}
