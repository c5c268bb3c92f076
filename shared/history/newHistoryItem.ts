import type { ArrowValue, Round } from '../rounds/round.js';
import { arrowsTotal } from '../scoring/arrowValues.js';
import type {
  HistoryItem,
  ShootClassification,
  ShooterSnapshot,
  ShootLocation,
  ShootStatus,
} from './historyItem.js';
import { nextHistoryId } from './upgradeHistory.js';

/** What the scoring screen hands over when an archer saves a shoot. */
export interface FinishedShoot {
  round: Round;
  scores: ArrowValue[];
  /** When the shoot was saved (ISO time stamp); passed in, never read from a clock here. */
  date: string;
  userProfile?: ShooterSnapshot;
  shootStatus?: ShootStatus;
  shootDuration?: number;
  location?: ShootLocation;
  classification?: ShootClassification;
  handicap?: number;
}

/**
 * The history item for a finished shoot: the next id after the existing history, the score worked out
 * from the arrows with the round's own X value, and the round's catalogue name and unit.
 */
export function newHistoryItem(
  shoot: FinishedShoot,
  existing: readonly Pick<HistoryItem, 'id'>[],
): HistoryItem {
  const item: HistoryItem = {
    id: nextHistoryId(existing),
    date: shoot.date,
    score: arrowsTotal(shoot.scores, shoot.round),
    gameType: shoot.round.name,
    scores: [...shoot.scores],
    unit: shoot.round.unit,
  };
  if (shoot.userProfile) item.userProfile = { ...shoot.userProfile };
  if (shoot.shootStatus) item.shootStatus = shoot.shootStatus;
  if (shoot.shootDuration !== undefined) item.shootDuration = shoot.shootDuration;
  if (shoot.location) item.location = { ...shoot.location };
  if (shoot.classification) item.classification = { ...shoot.classification };
  if (shoot.handicap !== undefined) item.handicap = shoot.handicap;
  return item;
}
