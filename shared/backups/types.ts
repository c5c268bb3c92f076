import type { BackupManifest } from './manifest.js';

/**
 * The backup wire contract (docs/product.md section 7) shared by the server and the PWA. Item shapes inside the
 * arrays belong to the app (the worker upgrades old shapes when it restores), so the server only holds
 * them to "a list of objects" and stores them untouched.
 */

/** What the app backs up. */
export interface BackupData {
  history: Array<Record<string, unknown>>;
  notes: Array<Record<string, unknown>>;
  user: Record<string, unknown>;
  sightMarks: Array<Record<string, unknown>>;
  preferences: Record<string, unknown>;
  /** When the device made the backup (as the device sent it). */
  timestamp: string | number | null;
  deviceId: string | null;
  /**
   * What the archer deleted (shoots and sight marks by their merge identity and when), so that combining
   * this backup elsewhere does not bring them back. Absent from backups made before it existed.
   */
  tombstones?: { shoots: Array<Record<string, unknown>>; sightMarks: Array<Record<string, unknown>> };
  /**
   * What the backup holds, counted, and the SHA-256 of its content (docs/completeness.md). The server
   * refuses a backup that does not match it and stores it first in the data. Absent from backups made
   * before it existed; a newer app's format is stored as it came, unchecked.
   */
  manifest?: BackupManifest | Record<string, unknown>;
}

/**
 * POST /api/backups/backup/{deviceId}. The device id must be "device-" and at least 16 random URL-safe
 * characters. With `Authorization: Bearer <Google ID token>` the backup is keyed by the signed-in account.
 */
export interface BackupRequest {
  data: BackupData;
  /** Defaults to "anonymous". */
  userName?: string;
  /** A random recovery code shown to the archer (12 to 64 letters, digits and dashes). */
  backupIdentifier?: string | null;
}

/** A backup in a listing its owner may see: `key` downloads it. */
export interface BackupSummary {
  key: string;
  /** The data's own timestamp when it had one, else when the server stored it. */
  timestamp: string;
  createdAt: string;
  userName: string;
  historyCount: number;
  notesCount: number;
  sightMarksCount: number;
  /** Size of the backup data as JSON (before the server compresses it). */
  sizeBytes: number;
  /**
   * Which phone sent it, as an opaque label (the same for every backup of one device, never the device
   * id itself), so an account's phones can tell their own backups from each other's; null when unknown.
   */
  phone: string | null;
  /**
   * Who may download it: a device's backup opens with its key; an account's also needs that account
   * signed in, so a signed-out archer is told to sign in rather than offered a download that fails.
   */
  heldBy: 'device' | 'account';
  /**
   * The stored backup's manifest as the server checked it on arrival (docs/completeness.md), so the app
   * can compare the stored copy with what it sent; null for a backup stored without one (or with a
   * newer app's, which this server cannot check). This server always sends it; optional for summaries
   * made before it existed.
   */
  manifest?: BackupManifest | null;
}

/** What a search by name shows a stranger: enough to recognise a backup, nothing to download it. */
export type BackupMetadata = Omit<BackupSummary, 'key' | 'sizeBytes' | 'phone' | 'heldBy' | 'manifest'>;

/** What the admin sees of every backup. */
export interface AdminBackupSummary extends BackupSummary {
  owner: 'device' | 'user';
  deviceId: string | null;
  userId: string | null;
  backupIdentifier: string | null;
}

export interface BackupSavedAnswer {
  success: true;
  backup: BackupSummary;
}

export interface BackupListAnswer {
  success: true;
  backups: BackupSummary[];
}

export interface BackupMetadataListAnswer {
  success: true;
  backups: BackupMetadata[];
}

export interface BackupDownloadAnswer {
  success: true;
  backup: BackupSummary;
  data: BackupData;
}

export interface AdminBackupListAnswer {
  success: true;
  backups: AdminBackupSummary[];
  total: number;
}

export interface AdminBackupAnswer {
  success: true;
  backup: AdminBackupSummary;
  data: BackupData;
}

export const DEVICE_ID_PATTERN = /^device-[A-Za-z0-9_-]{16,120}$/;
export const BACKUP_IDENTIFIER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{10,62}[A-Za-z0-9]$/;
