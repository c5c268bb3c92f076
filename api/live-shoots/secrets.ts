import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SHOOT_CODE_ALPHABET, SHOOT_CODE_LENGTH } from '../../shared/live-shoots/codes.js';

/** A fresh join code, uniformly drawn from the typing-friendly alphabet. */
export function newShootCode(): string {
  let code = '';
  for (let i = 0; i < SHOOT_CODE_LENGTH; i++)
    code += SHOOT_CODE_ALPHABET[randomInt(SHOOT_CODE_ALPHABET.length)];
  return code;
}

/** 256 random bits: the participant token, shown once to the archer who joined. */
export function newParticipantToken(): string {
  return randomBytes(32).toString('base64url');
}

export const PARTICIPANT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Public participant id: random, so ids say nothing about join order or other shoots. */
export function newParticipantId(): string {
  return randomBytes(9).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Constant-time comparison of a presented token with the stored hash. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(tokenHash(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
