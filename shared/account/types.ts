/** Wire types of the sign-in endpoints shared by the server and the PWA. */

/** GET /api/config: what the app may offer, read at run time (never baked into the build). */
export interface AppConfigAnswer {
  success: true;
  /** Google's OAuth client id, or null when Google sign-in is off on this server. */
  googleClientId: string | null;
  /** True when the server runs with TEST_ACCOUNTS=true (loopback only). */
  testAccounts: boolean;
}

/**
 * POST /api/auth/test-token body (wire vocabulary: the server reads it with its own DTO).
 * @public
 */
export interface TestTokenRequest {
  email: string;
  name?: string;
}

/** POST /api/auth/test-token answer: an ID token the server accepts exactly like Google's. */
export interface TestTokenAnswer {
  success: true;
  idToken: string;
}

/**
 * GET /api/auth/me and POST /api/auth/session: the account behind the session cookie (or a verified
 * Bearer token).
 */
export interface AccountAnswer {
  success: true;
  account: {
    email: string | null;
    name: string | null;
    /** When the session ends unless used again, or the Bearer token expires (epoch milliseconds). */
    expiresAt: number;
    isAdmin: boolean;
  };
}

/** DELETE /api/auth/session and POST /api/auth/sign-out-everywhere: how many sessions were ended. */
export interface SignedOutAnswer {
  success: true;
  sessionsEnded: number;
}

/** What a test account e-mail must look like: something@something, no spaces. */
export const TEST_ACCOUNT_EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,189}$/;
