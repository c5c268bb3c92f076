import { Injectable, type PipeTransform } from '@nestjs/common';
import { isShootCode, normalizeShootCode } from '../../shared/live-shoots/codes.js';
import { badRequest } from '../http/api-error.js';
import { isCleanText } from '../http/text-rules.js';

/** A join code from the path, normalised ("k7r 2qx" is K7R2QX); a malformed one is a 400, not a 404. */
@Injectable()
export class ShootCodePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const code = normalizeShootCode(value);
    if (!isShootCode(code)) throw badRequest('A shoot code is 6 letters and digits, like K7R2QX');
    return code;
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
