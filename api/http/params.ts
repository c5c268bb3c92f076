import { Injectable, type PipeTransform } from '@nestjs/common';
import { DEVICE_ID_PATTERN } from '../../shared/backups/types.js';
import { readShootCode } from '../../shared/live-shoots/codes.js';
import { badRequest } from './api-error.js';
import { isCleanText } from './text-rules.js';

/**
 * The checks of route parameters, one pipe each, for every controller. A malformed parameter is a 400
 * with a line saying what it should look like, never a 404: "not found" would invite guessing.
 */

/**
 * A join code from the path, read as the app reads a typed one ("k7r-2qx" is K7R2QX); a malformed one
 * is refused with the words that say what is wrong with it.
 */
@Injectable()
export class ShootCodePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const reading = readShootCode(value);
    if (!reading.ok) throw badRequest(reading.error.message);
    return reading.code;
  }
}

/** An archer's name from the path, held to the same rules as a name in a body. */
@Injectable()
export class ArcherNamePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const name = value.normalize('NFC').trim();
    if (!isCleanText(name, 50)) throw badRequest('archerName must be 1 to 50 characters of visible text');
    return name;
  }
}

/** The device id an anonymous backup is kept under. */
@Injectable()
export class DeviceIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!DEVICE_ID_PATTERN.test(value)) {
      throw badRequest('A device id is "device-" followed by 16 to 120 random letters, digits, "-" or "_"');
    }
    return value;
  }
}

/** A stored backup's public id (16 random bytes in base64url): whoever holds it may download the backup. */
const BACKUP_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

@Injectable()
export class BackupIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!BACKUP_ID_PATTERN.test(value)) throw badRequest('A backup id is 22 letters, digits, "-" or "_"');
    return value;
  }
}
