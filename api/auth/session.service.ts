import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { LessThanOrEqual, type Repository } from 'typeorm';
import { CLOCK, type Clock } from '../clock.js';
import { SERVER_CONFIG, type ServerConfig } from '../config.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { unauthorized } from '../http/api-error.js';
import { SESSION_VALUE_PATTERN } from './session-cookie.js';
import { SessionEntity } from './session.entity.js';

/** Who a session was issued for, as the ID token said when it was verified. */
export interface SessionOwner {
  id: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** A live session: who it is for, when it ends, and whether this use moved the end on. */
export interface ActiveSession {
  owner: SessionOwner;
  expiresAt: number;
  /** True when this use moved the expiry on, so the cookie's lifetime should follow. */
  renewed: boolean;
}

const NAME_LENGTH = 255;
const EMAIL_LENGTH = 320;

/** The hash the database keeps; the value itself is only ever in the device's cookie. */
export function sessionHash(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

const refused = () => unauthorized('Your sign-in has ended: sign in again');

/**
 * Server sessions. After an ID token is verified once, the device gets a random value that stands for
 * the account until it has gone unused for the session lifetime (SESSION_DAYS, 30 days by default):
 * each use moves the end on. The database keeps the value's hash, so the sessions survive a restart
 * and a leaked copy of the table signs nobody in. Sign-out deletes the row: the value is then refused
 * like one never issued.
 */
@Injectable()
export class SessionService {
  private readonly lifetimeMs: number;

  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    private readonly writes: DatabaseWrites,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SERVER_CONFIG) config: ServerConfig,
  ) {
    this.lifetimeMs = config.auth.sessionMs;
  }

  /** A new session for the owner; answers the value for the cookie and when it ends unless used. */
  async issue(owner: SessionOwner): Promise<{ value: string; expiresAt: number }> {
    const value = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = now + this.lifetimeMs;
    await this.writes.transaction(async (manager) => {
      // Expired rows are cleared here, where sessions are made, so the table holds live ones only.
      await manager.delete(SessionEntity, { expiresAt: LessThanOrEqual(iso(now)) });
      await manager.insert(SessionEntity, {
        tokenHash: sessionHash(value),
        userId: owner.id,
        email: owner.email?.slice(0, EMAIL_LENGTH) ?? null,
        emailVerified: owner.emailVerified ? 1 : 0,
        name: owner.name?.slice(0, NAME_LENGTH) ?? null,
        createdAt: iso(now),
        lastUsedAt: iso(now),
        expiresAt: iso(expiresAt),
      });
    });
    return { value, expiresAt };
  }

  /** The session behind a value, its end moved on by this use; a 401 when it is unknown, ended or malformed. */
  async use(value: string): Promise<ActiveSession> {
    if (!SESSION_VALUE_PATTERN.test(value)) throw refused();
    const hash = sessionHash(value);
    const row = await this.sessions.findOneBy({ tokenHash: hash });
    if (row === null) throw refused();
    const now = this.clock.now();
    if (Date.parse(row.expiresAt) <= now) {
      await this.writes.transaction((manager) => manager.delete(SessionEntity, { tokenHash: hash }));
      throw refused();
    }
    const owner: SessionOwner = {
      id: row.userId,
      email: row.email,
      emailVerified: row.emailVerified === 1,
      name: row.name,
    };
    // Writing on every request would make each backup two writes; moving the end on at most once per
    // step keeps "30 days of use" to within a minute.
    const step = Math.min(60_000, this.lifetimeMs / 10);
    if (now - Date.parse(row.lastUsedAt) < step) {
      return { owner, expiresAt: Date.parse(row.expiresAt), renewed: false };
    }
    const expiresAt = now + this.lifetimeMs;
    await this.writes.transaction((manager) =>
      manager.update(SessionEntity, { tokenHash: hash }, { lastUsedAt: iso(now), expiresAt: iso(expiresAt) }),
    );
    return { owner, expiresAt, renewed: true };
  }

  /** Signs one device out: the value is refused from now on. Unknown values are already signed out. */
  async revoke(value: string): Promise<void> {
    if (!SESSION_VALUE_PATTERN.test(value)) return;
    await this.writes.transaction((manager) =>
      manager.delete(SessionEntity, { tokenHash: sessionHash(value) }),
    );
  }

  /** Signs every device of the account out; answers how many sessions ended. */
  async revokeAll(userId: string): Promise<number> {
    const result = await this.writes.transaction((manager) => manager.delete(SessionEntity, { userId }));
    return result.affected ?? 0;
  }
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}
