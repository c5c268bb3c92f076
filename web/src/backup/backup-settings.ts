import { RECOVERY_CODE_SHAPE } from '../../../shared/backups/recoveryCode.js';
import { backupSettingsSetting } from '../device-storage/registry.js';
import { deviceStorage, readSetting, writeSetting, type DeviceStorage } from '../device-storage/setting.js';
import type { BackupSettings } from '../device-storage/shapes.js';

export type { BackupSettings };

/**
 * Whether this device backs up to the cloud, and its recovery code (the server's `backupIdentifier`).
 * Both belong to this device's set-up rather than to the archer's data, so they sit with the other
 * device settings (`backupSettingsSetting` in device-storage/registry.ts) (the device id itself is the worker's, carried in every backup). Made
 * once and kept: the recovery code is what finds this device's backups from a new phone.
 */

/** No 0/O or 1/I/L, so a code read aloud or copied by hand comes back right. */
const CODE_ALPHABET = RECOVERY_CODE_SHAPE.alphabet;
const { length: CODE_LENGTH, groupSize: GROUP_SIZE = 4 } = RECOVERY_CODE_SHAPE;

/** Five groups of four: 20 characters of 31, about 99 random bits, typed as XXXX-XXXX-XXXX-XXXX-XXXX. */
export function newRecoveryCode(
  randomBytes: (count: number) => Uint8Array = (count) => crypto.getRandomValues(new Uint8Array(count)),
): string {
  // Bytes from 248 up are dropped so that every character is equally likely (248 = 8 x 31).
  const fair = CODE_ALPHABET.length * Math.floor(256 / CODE_ALPHABET.length);
  let code = '';
  while (code.length < CODE_LENGTH) {
    for (const byte of randomBytes(24)) {
      if (byte < fair && code.length < CODE_LENGTH) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return code.match(new RegExp(`.{${GROUP_SIZE}}`, 'g'))!.join('-');
}

/** The stored settings; made (backup off, a new code) and stored the first time they are read. */
export function readBackupSettings(store: DeviceStorage | undefined = deviceStorage()): BackupSettings {
  const stored = readSetting(backupSettingsSetting, store);
  if (stored !== null) return stored;
  const fresh: BackupSettings = { enabled: false, recoveryCode: newRecoveryCode() };
  writeBackupSettings(fresh, store);
  return fresh;
}

/** Storage blocked: the setting holds for this visit. */
export function writeBackupSettings(
  settings: BackupSettings,
  store: DeviceStorage | undefined = deviceStorage(),
): void {
  writeSetting(backupSettingsSetting, settings, store);
}

/** docs/product.md section 4: a backup is due when the last one is over a month old, or there never was one. */
export function isBackupDue(lastBackupDate: string | null | undefined, now: Date): boolean {
  if (!lastBackupDate) return true;
  const last = Date.parse(lastBackupDate);
  if (Number.isNaN(last)) return true;
  const monthAfter = new Date(last);
  monthAfter.setMonth(monthAfter.getMonth() + 1);
  return now.getTime() > monthAfter.getTime();
}
