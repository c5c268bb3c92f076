import type { CardOnShoot } from '../../../../shared/target-cards/card-on-shoot.js';
import { formatDay, formatTime } from '../../formats.js';
import type { ShootLocation } from '../../../../shared/history/historyItem.js';

const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A stored shoot date as the archer reads it: "3 Jun 2024". A plain day is read as that local day (not
 * UTC midnight, which shows the day before west of Greenwich); unreadable dates are shown as stored.
 */
export function shootDate(date: string): string {
  const plain = PLAIN_DAY.exec(date);
  const when = plain ? new Date(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3])) : new Date(date);
  return Number.isNaN(when.getTime()) ? date : formatDay(when);
}

/** "3 Jun 2024, 18:05" when the date carries a time, else just the day. */
export function shootDateAndTime(date: string): string {
  if (PLAIN_DAY.test(date)) return shootDate(date);
  const when = new Date(date);
  return Number.isNaN(when.getTime()) ? date : `${formatDay(when)}, ${formatTime(when)}`;
}

/** Where a shoot happened: its place name, else its coordinates (4 decimals, about 10 m). */
export function shootPlace(location: ShootLocation | undefined): string | null {
  if (!location) return null;
  if (location.placeName.trim()) return location.placeName.trim();
  if (!Number.isFinite(location.latitude) || !Number.isFinite(location.longitude)) return null;
  return `${location.latitude.toFixed(4)}, ${location.longitude.toFixed(4)}`;
}

/**
 * The scorer's signed card behind a shoot, in words: "Marian, on a signed card (seal BPY9-M769)", and,
 * once the shoot or the card was changed since signing, that it no longer counts as witnessed.
 */
export function scorerWords(card: Pick<CardOnShoot, 'scorer' | 'sealCode' | 'evidence'>): string {
  const signed = `${card.scorer}, on a signed card (seal ${card.sealCode})`;
  return card.evidence === 'as-signed'
    ? signed
    : `${signed}; changed since it was signed, so no longer witnessed`;
}
