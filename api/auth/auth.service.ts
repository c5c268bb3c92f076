import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { SERVER_CONFIG, type ServerConfig } from '../config.js';
import { SessionService, type SessionOwner } from './session.service.js';
import { ApiError, forbidden, notFound, unauthorized } from '../http/api-error.js';
import {
  TEST_ACCOUNT_AUDIENCE,
  TEST_ACCOUNT_ISSUER,
  TEST_ACCOUNT_KEY_ID,
  TestAccountIssuer,
} from './test-accounts.js';

/** The account behind a verified Google ID token. */
export interface SignedInUser {
  /** Google's stable subject id: backups of a signed-in archer are keyed by it. */
  id: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  isAdmin: boolean;
  /** When the token, or the session unless used again, stops being accepted (epoch milliseconds). */
  expiresAt: number;
  /** The server session the request came with (null for a Bearer ID token); renewed: its end moved on. */
  session: { value: string; renewed: boolean } | null;
}

/** What a request may carry to say who it is: a Bearer ID token, or the session cookie's value. */
export interface Credentials {
  authorization: string | undefined;
  session: string | undefined;
  /**
   * The app believes it is signed in (it sends `X-Expect-Account: true`). Such a request without a
   * session is refused rather than taken as anonymous, so a backup meant for the account is never
   * stored under the device because the cookie went away in between (a retry during sign-out).
   */
  expectAccount: boolean;
}

/** Who may sign the tokens one verification accepts: keys, issuers and our audience. */
interface TrustedIssuer {
  keys: JWTVerifyGetKey;
  issuers: string[];
  audience: string;
}

/** Who sent a request, once any Bearer token it carried has been verified. */
export type VerifiedCaller = { kind: 'anonymous' } | { kind: 'signed-in'; user: SignedInUser };

/**
 * Google sign-in on the server: the app sends the Google ID token as a Bearer token and we verify its
 * signature against the provider's published keys, its issuer, audience (our client id) and expiry.
 * A user id sent as plain data is never trusted. Keys are fetched once and cached by jose.
 */
@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;
  /** Only with TEST_ACCOUNTS=true (loopback only): the server's own issuer of test-account tokens. */
  private readonly testAccounts: TestAccountIssuer | undefined;

  constructor(
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    private readonly sessions: SessionService,
  ) {
    this.keys = createRemoteJWKSet(new URL(config.auth.jwksUrl), {
      timeoutDuration: 5000,
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
    });
    this.testAccounts = config.auth.testAccounts ? new TestAccountIssuer() : undefined;
  }

  /** Signs an ID token for a test account, or 404 when the server does not run TEST_ACCOUNTS. */
  async testAccountToken(email: string, name: string | null): Promise<string> {
    if (this.testAccounts === undefined) throw notFound('Test accounts are off on this server');
    // jwtVerify checks expiry against the real time, so the token is stamped with it too.
    return this.testAccounts.sign(email, name, Date.now());
  }

  /**
   * Anonymous with neither a Bearer token nor a session cookie; a bad token or an ended session is a
   * 401, never anonymous. A Bearer token, when sent, is the one looked at.
   */
  async caller(credentials: Credentials): Promise<VerifiedCaller> {
    if (
      !given(credentials.authorization) &&
      credentials.session === undefined &&
      !credentials.expectAccount
    ) {
      return { kind: 'anonymous' };
    }
    return { kind: 'signed-in', user: await this.requireUser(credentials) };
  }

  async requireUser(credentials: Credentials): Promise<SignedInUser> {
    const { authorization, session } = credentials;
    if (given(authorization)) return this.verifyIdToken(authorization);
    if (session !== undefined) return this.sessionUser(session);
    if (credentials.expectAccount) throw unauthorized('Your sign-in has ended: sign in again');
    throw unauthorized('Sign in first: send your Google ID token as "Authorization: Bearer <token>"');
  }

  async requireAdmin(credentials: Credentials): Promise<SignedInUser> {
    const user = await this.requireUser(credentials);
    if (!user.isAdmin) throw forbidden('Only the admin account may do this');
    return user;
  }

  /** The account of a session; admin rights are worked out again from ADMIN_EMAILS on every request. */
  private async sessionUser(value: string): Promise<SignedInUser> {
    const active = await this.sessions.use(value);
    return {
      ...active.owner,
      isAdmin: this.isAdmin(active.owner),
      expiresAt: active.expiresAt,
      session: { value, renewed: active.renewed },
    };
  }

  private isAdmin(owner: Pick<SessionOwner, 'email' | 'emailVerified'>): boolean {
    return owner.email !== null && owner.emailVerified && this.config.auth.adminEmails.includes(owner.email);
  }

  /** Checks a Google (or test-account) ID token: signature, issuer, audience and expiry. */
  async verifyIdToken(authorization: string): Promise<SignedInUser> {
    const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(authorization.trim());
    if (!match?.[1]) throw unauthorized('The Authorization header must be "Bearer <Google ID token>"');
    const token = match[1];
    const trusted = await this.trustedIssuer(token);
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, trusted.keys, {
        issuer: trusted.issuers,
        audience: trusted.audience,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 5,
      }));
    } catch (error) {
      throw this.refusal(error);
    }
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
    const emailVerified = payload.email_verified === true;
    return {
      id: String(payload.sub),
      email,
      emailVerified,
      name: typeof payload.name === 'string' ? payload.name : null,
      isAdmin: this.isAdmin({ email, emailVerified }),
      expiresAt: Number(payload.exp) * 1000,
      session: null,
    };
  }

  /**
   * Google's keys, issuers and client id; or, only while TEST_ACCOUNTS is on, the server's own test
   * key with its own issuer and audience. The token's key id picks one, and the same jwtVerify call
   * then checks signature, issuer, audience and expiry: a test token claiming Google's issuer, or a
   * Google token claiming the test key, fails that check.
   */
  private async trustedIssuer(token: string): Promise<TrustedIssuer> {
    let keyId: string | undefined;
    try {
      keyId = decodeProtectedHeader(token).kid;
    } catch {
      throw unauthorized('The sign-in token is not valid (ERR_JWS_INVALID)');
    }
    if (this.testAccounts !== undefined && keyId === TEST_ACCOUNT_KEY_ID) {
      return {
        keys: await this.testAccounts.keySet(),
        issuers: [TEST_ACCOUNT_ISSUER],
        audience: TEST_ACCOUNT_AUDIENCE,
      };
    }
    const clientId = this.config.auth.googleClientId;
    if (clientId === undefined) {
      throw unauthorized('Sign-in is not configured on this server (GOOGLE_CLIENT_ID is unset)');
    }
    return { keys: this.keys, issuers: this.config.auth.issuers, audience: clientId };
  }

  private refusal(error: unknown): ApiError {
    if (error instanceof errors.JWTExpired)
      return unauthorized('The sign-in token has expired: sign in again');
    if (error instanceof errors.JWTClaimValidationFailed) {
      return unauthorized(`The sign-in token was refused: ${error.claim} is not valid for this app`);
    }
    if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
      return unauthorized('The sign-in token is not signed by the identity provider');
    }
    if (
      error instanceof errors.JWKSTimeout ||
      error instanceof errors.JWKSInvalid ||
      isNetworkFailure(error)
    ) {
      this.logger.error(`Cannot fetch the sign-in keys: ${String(error)}`);
      return new ApiError(
        HttpStatus.SERVICE_UNAVAILABLE,
        'Sign-in cannot be checked right now: try again later',
      );
    }
    if (error instanceof errors.JOSEError)
      return unauthorized(`The sign-in token is not valid (${error.code})`);
    throw error;
  }
}

function given(value: string | undefined): value is string {
  return value !== undefined && value !== '';
}

function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof TypeError || (error instanceof Error && 'code' in error && error.code === 'ECONNREFUSED')
  );
}
