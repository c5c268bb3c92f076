import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One signed-in device. The row is found by the SHA-256 of the cookie's value, never by the value
 * itself: a copy of the database signs nobody in. Times are ISO text, which sorts like the time it
 * holds on both SQLite and PostgreSQL.
 */
@Entity('account_session')
// "Sign out everywhere" removes an account's rows; the sweep removes expired ones.
@Index('idx_account_session_user', ['userId'])
@Index('idx_account_session_expires', ['expiresAt'])
export class SessionEntity {
  /** Hex SHA-256 of the session value the cookie holds. */
  @PrimaryColumn({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  /** The verified subject of the ID token the session was issued for: backups are keyed by it. */
  @Column({ name: 'user_id', type: 'varchar', length: 255 })
  userId: string;

  @Column({ type: 'varchar', length: 320, nullable: true })
  email: string | null;

  /** 1 when the identity provider vouched for the e-mail (admin rights need it), else 0. */
  @Column({ name: 'email_verified', type: 'integer' })
  emailVerified: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  name: string | null;

  @Column({ name: 'created_at', type: 'varchar', length: 30 })
  createdAt: string;

  /** The last use that moved the expiry on. */
  @Column({ name: 'last_used_at', type: 'varchar', length: 30 })
  lastUsedAt: string;

  @Column({ name: 'expires_at', type: 'varchar', length: 30 })
  expiresAt: string;
}
