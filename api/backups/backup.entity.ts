import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One stored backup. The payload is gzip-compressed JSON kept as base64 text, which both SQLite and
 * PostgreSQL store the same way (they share no binary column type). The counts are kept beside it so
 * listings never decompress anything.
 */
@Entity('backup')
// Listings by owner (newest first, and retention), by recovery identifier and by folded user name.
@Index('idx_backup_owner', ['ownerKey', 'seq'])
@Index('idx_backup_identifier', ['backupIdentifier'])
@Index('idx_backup_user_name', ['userNameKey'])
export class BackupEntity {
  /** Insertion order, used for "newest first" and retention. Never shown. */
  @PrimaryGeneratedColumn({ type: 'integer' })
  seq: number;

  /** Unguessable public id (the listing's `key`): whoever holds it can download the backup. */
  @Column({ type: 'varchar', length: 32, unique: true })
  id: string;

  /** "device:{deviceId}" or "user:{verified subject}": retention and listings work per owner. */
  @Column({ name: 'owner_key', type: 'varchar', length: 300 })
  ownerKey: string;

  @Column({ name: 'device_id', type: 'varchar', length: 150, nullable: true })
  deviceId: string | null;

  @Column({ name: 'user_id', type: 'varchar', length: 255, nullable: true })
  userId: string | null;

  @Column({ name: 'user_name', type: 'varchar', length: 100 })
  userName: string;

  /** userName folded for the find-by-name search. */
  @Column({ name: 'user_name_key', type: 'varchar', length: 100 })
  userNameKey: string;

  @Column({ name: 'backup_identifier', type: 'varchar', length: 64, nullable: true })
  backupIdentifier: string | null;

  /** The `timestamp` inside the backup data, as the device sent it. */
  @Column({ name: 'data_timestamp', type: 'varchar', length: 40, nullable: true })
  dataTimestamp: string | null;

  @Column({ name: 'created_at', type: 'varchar', length: 30 })
  createdAt: string;

  @Column({ name: 'history_count', type: 'integer' })
  historyCount: number;

  @Column({ name: 'notes_count', type: 'integer' })
  notesCount: number;

  @Column({ name: 'sight_marks_count', type: 'integer' })
  sightMarksCount: number;

  /** Size of the backup data as JSON, before compression. */
  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes: number;

  /**
   * The backup's manifest as checked on arrival (docs/completeness.md), as JSON, so listings return it
   * without decompressing the payload; null when it came without one this server can check.
   */
  @Column({ type: 'text', nullable: true })
  manifest: string | null;

  @Column({ type: 'text' })
  payload: string;
}
