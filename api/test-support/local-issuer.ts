import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export const TEST_CLIENT_ID = 'archery-test-client.apps.example';
export const TEST_ISSUER = 'https://issuer.test.local';

/**
 * A stand-in for Google's sign-in in tests: a real RS256 key pair whose public half is served as a JWKS
 * on a loopback port, and ID tokens signed with the private half. A second key pair, never published,
 * signs forged tokens.
 */
export class LocalIssuer {
  private constructor(
    private readonly server: Server,
    readonly jwksUrl: string,
    private readonly key: CryptoKey,
    private readonly foreignKey: CryptoKey,
  ) {}

  static async start(): Promise<LocalIssuer> {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const foreign = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    const server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new LocalIssuer(server, `http://127.0.0.1:${port}/certs`, privateKey, foreign.privateKey);
  }

  /** Server environment that trusts this issuer. */
  env(adminEmails = 'admin@example.org'): Record<string, string> {
    return {
      AUTH_JWKS_URL: this.jwksUrl,
      AUTH_ISSUER: TEST_ISSUER,
      GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
      ADMIN_EMAILS: adminEmails,
    };
  }

  /** A Google-like ID token; override any claim, or sign with an unpublished key. */
  async token(
    claims: JWTPayload & { email?: string; email_verified?: boolean } = {},
    options: { forged?: boolean; expiresIn?: string | number } = {},
  ): Promise<string> {
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(typeof claims.iss === 'string' ? claims.iss : TEST_ISSUER)
      .setAudience(claims.aud ?? TEST_CLIENT_ID)
      .setSubject(claims.sub ?? 'user-1')
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.forged ? this.foreignKey : this.key);
  }

  async bearer(claims: Parameters<LocalIssuer['token']>[0] = {}): Promise<{ authorization: string }> {
    return { authorization: `Bearer ${await this.token(claims)}` };
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
