import type { MigrationInterface } from 'typeorm';
import { LiveShoots1767225600000 } from './1767225600000-live-shoots.js';
import { Backups1767225600001 } from './1767225600001-backups.js';
import { ShootRevision1767225600002 } from './1767225600002-shoot-revision.js';
import { AccountSessions1767225600003 } from './1767225600003-account-sessions.js';
import { BackupManifest1767225600004 } from './1767225600004-backup-manifest.js';

/** Every migration, oldest first. Listed explicitly so the built server needs no file globbing. */
export const migrations: Array<new () => MigrationInterface> = [
  LiveShoots1767225600000,
  Backups1767225600001,
  ShootRevision1767225600002,
  AccountSessions1767225600003,
  BackupManifest1767225600004,
];
