import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { Brackets, DataSource, In } from 'typeorm';
import { RECOVERY_CODE_SHAPE, recoveryCodeKey } from '../../shared/backups/recoveryCode.js';
import type {
  AdminBackupSummary,
  BackupData,
  BackupMetadata,
  BackupRequest,
  BackupSummary,
} from '../../shared/backups/types.js';
import type { SignedInUser } from '../auth/auth.service.js';
import { CLOCK, type Clock } from '../clock.js';
import { SERVER_CONFIG, type ServerConfig } from '../config.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { nameKey } from '../http/text-rules.js';
import { BackupEntity } from './backup.entity.js';
import { packJson, unpackJson } from './compression.js';
import { checkedManifest } from './backup-request.js';
import type { BackupManifest } from '../../shared/backups/manifest.js';

/** Who a backup belongs to: the device that sent it, or the verified signed-in account. */
export type BackupOwner =
  { kind: 'device'; deviceId: string } | { kind: 'user'; user: SignedInUser; deviceId: string };

const NAME_SEARCH_LIMIT = 20;
const IDENTIFIER_SEARCH_LIMIT = 50;

/** The spellings a recovery code may have been stored in (shared/backups/recoveryCode.ts). */
function storedSpellings(identifier: string): string[] {
  const key = recoveryCodeKey(identifier);
  const grouped = key.match(new RegExp(`.{1,${RECOVERY_CODE_SHAPE.groupSize ?? 4}}`, 'g'))?.join('-') ?? key;
  return [...new Set([identifier, identifier.toUpperCase(), key, grouped])];
}

function ownerKey(owner: BackupOwner): string {
  return owner.kind === 'user' ? `user:${owner.user.id}` : `device:${owner.deviceId}`;
}

function summary(row: BackupEntity): BackupSummary {
  return {
    key: row.id,
    timestamp: row.dataTimestamp ?? row.createdAt,
    createdAt: row.createdAt,
    userName: row.userName,
    historyCount: row.historyCount,
    notesCount: row.notesCount,
    sightMarksCount: row.sightMarksCount,
    sizeBytes: row.sizeBytes,
    phone: phoneLabel(row.deviceId),
    heldBy: row.userId === null ? 'device' : 'account',
    manifest: row.manifest === null ? null : (JSON.parse(row.manifest) as BackupManifest),
  };
}

/**
 * The label a listing gives the phone that sent a backup: a digest of its device id, so the account's
 * phones can each find their own latest backup (docs/cloud-backup.md, "An account's phones converge")
 * without a listing handing out device ids, which anyone may back up under.
 */
function phoneLabel(deviceId: string | null): string | null {
  return deviceId === null ? null : createHash('sha256').update(deviceId).digest('base64url').slice(0, 22);
}

function metadata(row: BackupEntity): BackupMetadata {
  const {
    key: _key,
    sizeBytes: _size,
    phone: _phone,
    heldBy: _heldBy,
    manifest: _manifest,
    ...visible
  } = summary(row);
  return visible;
}

export function adminSummary(row: BackupEntity): AdminBackupSummary {
  return {
    ...summary(row),
    owner: row.userId === null ? 'device' : 'user',
    deviceId: row.deviceId,
    userId: row.userId,
    backupIdentifier: row.backupIdentifier,
  };
}

/** Columns of a listing: everything but the payload, which listings never need. */
const LISTED: Array<keyof BackupEntity> = [
  'seq',
  'id',
  'ownerKey',
  'deviceId',
  'userId',
  'userName',
  'backupIdentifier',
  'dataTimestamp',
  'createdAt',
  'historyCount',
  'notesCount',
  'sightMarksCount',
  'sizeBytes',
  'manifest',
];

/**
 * Stores, lists and reads backups. A backup is written and the owner's oldest ones beyond BACKUPS_KEPT
 * are deleted in the same transaction, so the answer "saved" means saved, and retention never leaves
 * an owner with fewer than asked.
 */
@Injectable()
export class BackupsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly writes: DatabaseWrites,
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private get rows() {
    return this.dataSource.getRepository(BackupEntity);
  }

  async save(owner: BackupOwner, request: Required<BackupRequest>): Promise<BackupSummary> {
    const json = JSON.stringify(request.data);
    const manifest = checkedManifest(request.data);
    const row: Omit<BackupEntity, 'seq'> = {
      id: randomBytes(16).toString('base64url'),
      ownerKey: ownerKey(owner),
      deviceId: owner.deviceId,
      userId: owner.kind === 'user' ? owner.user.id : null,
      userName: request.userName,
      userNameKey: nameKey(request.userName),
      backupIdentifier: request.backupIdentifier,
      dataTimestamp: request.data.timestamp === null ? null : String(request.data.timestamp),
      createdAt: new Date(this.clock.now()).toISOString(),
      historyCount: request.data.history.length,
      notesCount: request.data.notes.length,
      sightMarksCount: request.data.sightMarks.length,
      sizeBytes: Buffer.byteLength(json, 'utf8'),
      manifest: manifest === null ? null : JSON.stringify(manifest),
      payload: await packJson(json),
    };
    await this.writes.transaction(async (manager) => {
      await manager.insert(BackupEntity, row);
      const kept = await manager.find(BackupEntity, {
        select: { seq: true, deviceId: true },
        where: { ownerKey: row.ownerKey },
        order: { seq: 'DESC' },
      });
      const surplus = surplusBackups(kept, this.config.backupsKept);
      if (surplus.length > 0) await manager.delete(BackupEntity, { seq: In(surplus) });
    });
    return summary(row as BackupEntity);
  }

  async listForOwner(owner: BackupOwner): Promise<BackupSummary[]> {
    const rows = await this.rows.find({
      select: LISTED,
      where: { ownerKey: ownerKey(owner) },
      order: { seq: 'DESC' },
    });
    return rows.map(summary);
  }

  /**
   * Backups under a recovery code however it was typed (any case, with or without dashes). Codes are
   * stored as the app sent them, so the lookup tries the spellings a code can have been stored in (as
   * typed, in capitals, without dashes, and today's groups of four) and keeps the index.
   */
  async listForIdentifier(identifier: string): Promise<BackupSummary[]> {
    const rows = await this.rows.find({
      select: LISTED,
      where: { backupIdentifier: In(storedSpellings(identifier)) },
      order: { seq: 'DESC' },
      take: IDENTIFIER_SEARCH_LIMIT,
    });
    return rows.map(summary);
  }

  /** Search by name: strangers see dates and counts only; the admin sees everything. */
  async findByName(name: string, asAdmin: false): Promise<BackupMetadata[]>;
  async findByName(name: string, asAdmin: true): Promise<AdminBackupSummary[]>;
  async findByName(name: string, asAdmin: boolean): Promise<BackupMetadata[] | AdminBackupSummary[]> {
    const rows = await this.rows.find({
      select: LISTED,
      where: { userNameKey: nameKey(name) },
      order: { seq: 'DESC' },
      take: NAME_SEARCH_LIMIT,
    });
    return asAdmin ? rows.map(adminSummary) : rows.map(metadata);
  }

  /**
   * Every backup for the admin, newest first; `search` keeps those whose user name contains it (folded
   * like the find-by-name search) or whose recovery code or device id is exactly it (any case).
   */
  async listAll(
    limit: number,
    offset: number,
    search?: string,
  ): Promise<{ backups: AdminBackupSummary[]; total: number }> {
    const query = this.rows
      .createQueryBuilder('backup')
      .select(LISTED.map((column) => `backup.${column}`))
      .orderBy('backup.seq', 'DESC')
      .take(limit)
      .skip(offset);
    if (search !== undefined) {
      const pattern = `%${nameKey(search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.where(
        new Brackets((where) =>
          where
            .where("backup.userNameKey LIKE :pattern ESCAPE '\\'", { pattern })
            .orWhere('LOWER(backup.backupIdentifier) = :exact', { exact: search.toLowerCase() })
            .orWhere('LOWER(backup.deviceId) = :exact'),
        ),
      );
    }
    const [rows, total] = await query.getManyAndCount();
    return { backups: rows.map(adminSummary), total };
  }

  /** The stored row with its data unpacked, or null. */
  async read(id: string): Promise<{ row: BackupEntity; data: BackupData } | null> {
    const row = await this.rows.findOneBy({ id });
    if (!row) return null;
    return { row, data: JSON.parse(await unpackJson(row.payload)) as BackupData };
  }

  summary(row: BackupEntity): BackupSummary {
    return summary(row);
  }
}

/**
 * The backups of one owner to delete, given newest first: all beyond the newest `keep`, except each
 * phone's newest. An account's phones all back up under it, and one busy phone must not push another
 * phone's latest backup out: that backup may hold shoots no other phone has.
 */
function surplusBackups(newestFirst: Array<Pick<BackupEntity, 'seq' | 'deviceId'>>, keep: number): number[] {
  const phonesSeen = new Set<string | null>();
  const surplus: number[] = [];
  newestFirst.forEach((backup, index) => {
    const phoneNewest = !phonesSeen.has(backup.deviceId);
    phonesSeen.add(backup.deviceId);
    if (index >= keep && !phoneNewest) surplus.push(backup.seq);
  });
  return surplus;
}
