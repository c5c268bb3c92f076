import { createHash } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/** The issuer and audience of test-account tokens: never Google's, so the two cannot be confused. */
export const TEST_ACCOUNT_ISSUER = 'urn:archery-scores:test-accounts';
export const TEST_ACCOUNT_AUDIENCE = 'archery-scores-test-accounts';
export const TEST_ACCOUNT_KEY_ID = 'archery-scores-test-account-key';
/** Short-lived, like Google's (about an hour): the app signs in again after it. */
export const TEST_TOKEN_LIFETIME_SECONDS = 60 * 60;

interface KeyPair {
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/**
 * The server's own identity provider for TEST_ACCOUNTS=true (loopback only): an RS256 key pair made
 * at start-up and never stored, whose public half verifies tokens through the same jwtVerify call as
 * Google's. The account id is derived from the e-mail, so the same test e-mail is the same account.
 */
export class TestAccountIssuer {
  private pair: Promise<KeyPair> | undefined;

  private keyPair(): Promise<KeyPair> {
    this.pair ??= generateKeyPair('RS256').then(async ({ publicKey, privateKey }) => ({
      privateKey,
      publicJwk: { ...(await exportJWK(publicKey)), kid: TEST_ACCOUNT_KEY_ID, alg: 'RS256', use: 'sig' },
    }));
    return this.pair;
  }

  /** The public key set, in the shape jwtVerify takes for Google's remote set. */
  async keySet(): Promise<ReturnType<typeof createLocalJWKSet>> {
    return createLocalJWKSet({ keys: [(await this.keyPair()).publicJwk] });
  }

  async sign(email: string, name: string | null, nowMs: number): Promise<string> {
    const lower = email.toLowerCase();
    const subject = `test-${createHash('sha256').update(lower).digest('hex').slice(0, 32)}`;
    const issuedAt = Math.floor(nowMs / 1000);
    return new SignJWT({ email: lower, email_verified: true, ...(name ? { name } : {}) })
      .setProtectedHeader({ alg: 'RS256', kid: TEST_ACCOUNT_KEY_ID })
      .setIssuer(TEST_ACCOUNT_ISSUER)
      .setAudience(TEST_ACCOUNT_AUDIENCE)
      .setSubject(subject)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TEST_TOKEN_LIFETIME_SECONDS)
      .sign((await this.keyPair()).privateKey);
  }
}
