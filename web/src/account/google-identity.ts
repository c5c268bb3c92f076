/**
 * Google Identity Services, loaded only when the server has a client id and a sign-in panel is on
 * screen: never at start-up, never precached (it is cross-origin). See docs/sign-in.md in the shared
 * design notes.
 */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

interface CredentialResponse {
  credential?: string;
}

/** The small part of `google.accounts.id` the app uses. */
interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback: (response: CredentialResponse) => void;
    auto_select: boolean;
    context: 'signin' | 'signup' | 'use';
    ux_mode: 'popup';
    use_fedcm_for_button: boolean;
  }): void;
  renderButton(
    element: HTMLElement,
    options: { type: 'standard'; theme: 'outline' | 'filled_black'; size: 'large'; text: 'signin_with' },
  ): void;
  disableAutoSelect(): void;
}

interface GoogleGlobal {
  accounts?: { id?: GoogleAccountsId };
}

function googleAccountsId(): GoogleAccountsId | undefined {
  return (globalThis as { google?: GoogleGlobal }).google?.accounts?.id;
}

let loading: Promise<GoogleAccountsId> | undefined;

/** Adds the script once; a failed load (offline, blocked) may be tried again later. */
function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = googleAccountsId();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.onload = () => {
      const loaded = googleAccountsId();
      if (loaded) resolve(loaded);
      else reject(new Error('Google sign-in loaded without its API'));
    };
    script.onerror = () => reject(new Error('Google sign-in could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    document.querySelector(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`)?.remove();
    throw error;
  });
  return loading;
}

let initializedFor: { clientId: string; onCredential: (idToken: string) => void } | undefined;

/**
 * Draws Google's button into the element; a tap ends in onCredential with the ID token. `initialize`
 * replaces the whole configuration, so it is called again only when the client id or handler changes.
 */
export async function renderGoogleButton(
  element: HTMLElement,
  clientId: string,
  dark: boolean,
  onCredential: (idToken: string) => void,
): Promise<void> {
  const id = await loadGoogleIdentity();
  if (initializedFor?.clientId !== clientId || initializedFor.onCredential !== onCredential) {
    id.initialize({
      client_id: clientId,
      callback: (response) => {
        if (typeof response.credential === 'string') initializedFor?.onCredential(response.credential);
      },
      auto_select: false,
      context: 'signin',
      ux_mode: 'popup',
      use_fedcm_for_button: true,
    });
    initializedFor = { clientId, onCredential };
  }
  id.renderButton(element, {
    type: 'standard',
    theme: dark ? 'filled_black' : 'outline',
    size: 'large',
    text: 'signin_with',
  });
}

/** On sign-out: Google must not sign the archer straight back in. Nothing to do if it never loaded. */
export function forgetGoogleAutoSelect(): void {
  googleAccountsId()?.disableAutoSelect();
}
