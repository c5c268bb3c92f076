import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig, SERVER_VARIABLES } from './config.js';

describe('server configuration', () => {
  it('has safe defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      maxSockets: 10_000,
      socketHeartbeatMs: 30_000,
      shootTtlMs: 24 * 3_600_000,
      backupMaxBytes: 20 * 1024 * 1024,
      backupsKept: 10,
      corsOrigins: [],
      trustProxyHops: 0,
      logFormat: 'json',
    });
    expect(config.auth).toEqual({
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
      googleClientId: undefined,
      adminEmails: [],
      testAccounts: false,
      sessionMs: 30 * 24 * 3_600_000,
    });
  });

  it('turns test accounts on only on a loopback address and never in production', () => {
    expect(readConfig({ TEST_ACCOUNTS: 'true' }).auth.testAccounts).toBe(true);
    expect(readConfig({ TEST_ACCOUNTS: 'true', HOST: '::1' }).auth.testAccounts).toBe(true);
    expect(readConfig({ TEST_ACCOUNTS: 'true', HOST: 'localhost' }).auth.testAccounts).toBe(true);
    expect(readConfig({ TEST_ACCOUNTS: 'true', HOST: '127.0.0.2' }).auth.testAccounts).toBe(true);
    expect(readConfig({ TEST_ACCOUNTS: 'false', HOST: '0.0.0.0' }).auth.testAccounts).toBe(false);
    expect(() => readConfig({ TEST_ACCOUNTS: 'true', HOST: '0.0.0.0' })).toThrow(
      'TEST_ACCOUNTS=true needs a loopback HOST (127.0.0.1, ::1 or localhost), not "0.0.0.0"',
    );
    expect(() => readConfig({ TEST_ACCOUNTS: 'true', HOST: '192.168.1.20' })).toThrow('loopback HOST');
    expect(() => readConfig({ TEST_ACCOUNTS: 'true', HOST: '::' })).toThrow('loopback HOST');
    expect(() => readConfig({ TEST_ACCOUNTS: 'true', NODE_ENV: 'production' })).toThrow(
      'NODE_ENV=production',
    );
    expect(() => readConfig({ TEST_ACCOUNTS: 'yes' })).toThrow(
      'TEST_ACCOUNTS must be true or false, not "yes"',
    );
  });

  it('reads lists, fractions and lower-cases admin e-mails', () => {
    const config = readConfig({
      ADMIN_EMAILS: ' Robin@Example.org ,marian@example.org,',
      CORS_ORIGINS: 'https://a.example,https://b.example',
      SHOOT_TTL_HOURS: '0.5',
      WS_HEARTBEAT_SECONDS: '2.5',
    });
    expect(config.auth.adminEmails).toEqual(['robin@example.org', 'marian@example.org']);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.shootTtlMs).toBe(1_800_000);
    expect(config.socketHeartbeatMs).toBe(2500);
  });

  it('stops on a bad value with a message naming the variable', () => {
    expect(() => readConfig({ MAX_SOCKETS: 'many' })).toThrow(
      'MAX_SOCKETS must be a positive whole number, not "many"',
    );
    expect(() => readConfig({ BACKUPS_KEPT: '0' })).toThrow('BACKUPS_KEPT');
    expect(() => readConfig({ BACKUP_MAX_BYTES: '1.5' })).toThrow('BACKUP_MAX_BYTES');
    expect(() => readConfig({ SHOOT_TTL_HOURS: '-1' })).toThrow('SHOOT_TTL_HOURS');
    expect(() => readConfig({ AUTH_JWKS_URL: 'not a url' })).toThrow('AUTH_JWKS_URL must be a URL');
    expect(() => readConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be one of json, text');
    expect(() => readConfig({ PORT: '70000' })).toThrow('PORT');
  });

  it('checks connection URLs, origins, admin e-mails and SERVE_WEB, without repeating a URL that may hold a password', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://app:secret@db/archery' }).databaseUrl).toBe(
      'postgres://app:secret@db/archery',
    );
    expect(readConfig({ REDIS_URL: 'rediss://cache:6380' }).redisUrl).toBe('rediss://cache:6380');
    expect(() => readConfig({ DATABASE_URL: 'mysql://app:secret@db/archery' })).toThrow(
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    );
    expect(() => readConfig({ DATABASE_URL: 'postgres//app:secret@db' })).toThrow(
      /^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL$/,
    );
    expect(() => readConfig({ REDIS_URL: 'localhost:6379' })).toThrow(
      'REDIS_URL must be a redis:// or rediss:// URL',
    );
    expect(() => readConfig({ CORS_ORIGINS: 'https://club.example/' })).toThrow(
      'CORS_ORIGINS must list origins like https://club.example (scheme, host and port only), not "https://club.example/"',
    );
    expect(() => readConfig({ ADMIN_EMAILS: 'robin@example.org, marian' })).toThrow(
      'ADMIN_EMAILS must list e-mail addresses, not "marian"',
    );
    expect(readConfig({}).auth.sessionMs).toBe(30 * 24 * 3_600_000);
    expect(readConfig({ SESSION_DAYS: '0.001' }).auth.sessionMs).toBe(86_400);
    expect(() => readConfig({ SESSION_DAYS: '0' })).toThrow(
      'SESSION_DAYS must be a positive number, not "0"',
    );
    expect(() => readConfig({ SESSION_DAYS: 'forever' })).toThrow(ConfigError);
    expect(readConfig({}).serveWeb).toBe(true);
    expect(readConfig({ SERVE_WEB: 'false' }).serveWeb).toBe(false);
    expect(() => readConfig({ SERVE_WEB: 'no' })).toThrow('SERVE_WEB must be true or false, not "no"');
    expect(() => readConfig({ MAX_SOCKETS: 'many' })).toThrow(ConfigError);
  });

  it('reads no variable that docs/configuration.md does not describe', () => {
    const section = readFileSync(new URL('../docs/configuration.md', import.meta.url), 'utf8');
    expect(section.length).toBeGreaterThan(100);
    const undescribed = SERVER_VARIABLES.filter((name) => !new RegExp(`\\b${name}\\b`).test(section));
    expect(undescribed).toEqual([]);
  });
});
