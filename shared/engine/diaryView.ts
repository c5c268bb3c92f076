import { ACHIEVEMENTS } from '../achievements/catalogue.js';
import type { AchievementTier } from '../achievements/types.js';
import type { NoteRecord } from '../events/records.js';
import type { ShootLocation, ShootStatus } from '../history/historyItem.js';
import { shootStatusOf } from '../history/historyItem.js';
import { sortByDateAscending } from '../history/historyQueries.js';
import type { Projections } from './projections.js';

/**
 * The diary as a timeline, built in the worker: saved shoots newest first, each with its notes, whether
 * it was a personal best, the achievements it unlocked and where it was shot; the pending notes (written
 * during the shoot being scored) apart. The search and the highlighted filter are applied here too, so
 * the page only ever draws the answer, however long the history.
 */

/** What the diary screen asks for; absent fields do not filter. */
export interface DiaryQuery {
  /** Words to find in note text (case and accents ignored); blank finds everything. */
  search?: string;
  highlightedOnly?: boolean;
}

export interface DiaryAchievement {
  id: string;
  name: string;
  tier: AchievementTier;
}

/** One saved shoot on the timeline. */
export interface DiaryEntry {
  shootId: number;
  date: string;
  gameType: string;
  score: number;
  shootStatus: ShootStatus;
  /** The history's top-score mark: the best non-practice score on its round with its bow. */
  personalBest: boolean;
  /** Where it was shot: the place's name, else its coordinates; null when not recorded. */
  venue: string | null;
  /** Achievements this shoot unlocked. */
  achievements: DiaryAchievement[];
  /** Its notes in the order written (only the matching ones while a filter is on). */
  notes: NoteRecord[];
}

export interface DiaryView {
  /** Notes written during the shoot being scored, not yet attached (filtered like the rest). */
  pending: NoteRecord[];
  /** Newest first. With a filter on, only shoots with a matching note. */
  entries: DiaryEntry[];
  /** Saved shoots and notes in the whole diary, whatever the filter. */
  shootCount: number;
  noteCount: number;
  /** Notes the filter let through (every note when no filter is on). */
  matchingNotes: number;
  /** Whether a search or the highlighted filter narrowed the diary. */
  filtered: boolean;
}

/** Lower case without accents, so "Éclat" is found by "eclat". */
export function searchableText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-GB');
}

function noteFilter(query: DiaryQuery): ((note: NoteRecord) => boolean) | null {
  const words = searchableText(query.search ?? '')
    .split(/\s+/)
    .filter((word) => word !== '');
  const highlightedOnly = query.highlightedOnly === true;
  if (words.length === 0 && !highlightedOnly) return null;
  return (note) => {
    if (highlightedOnly && !note.highlighted) return false;
    if (words.length === 0) return true;
    const text = searchableText(note.text);
    return words.every((word) => text.includes(word));
  };
}

function venueOf(location: ShootLocation | undefined): string | null {
  if (!location) return null;
  const name = location.placeName.trim();
  if (name) return name;
  if (!Number.isFinite(location.latitude) || !Number.isFinite(location.longitude)) return null;
  return `${location.latitude.toFixed(4)}, ${location.longitude.toFixed(4)}`;
}

/** Achievements by the shoot that unlocked them (recorded unlocks, and those met and not yet recorded). */
function achievementsByShoot(state: Projections): Map<number, DiaryAchievement[]> {
  const byShoot = new Map<number, DiaryAchievement[]>();
  for (const definition of ACHIEVEMENTS) {
    const unlock = state.achievements.unlockOf(definition.id);
    if (unlock === undefined) continue;
    const shown = { id: definition.id, name: definition.name, tier: definition.tier };
    const list = byShoot.get(unlock.achievingShootId);
    if (list) list.push(shown);
    else byShoot.set(unlock.achievingShootId, [shown]);
  }
  return byShoot;
}

export function diaryView(state: Projections, query: DiaryQuery = {}): DiaryView {
  const keep = noteFilter(query);
  const notesByShoot = state.notes.byShoot();
  const achievements = achievementsByShoot(state);
  const pendingAll = state.notes.pending();
  let noteCount = pendingAll.length;
  let matchingNotes = 0;
  const pending = keep ? pendingAll.filter(keep) : pendingAll;
  matchingNotes += pending.length;

  const shoots = sortByDateAscending(
    [...state.history.shoots.values()].map((shoot) => ({ shoot, date: shoot.item.date, id: shoot.item.id })),
  ).reverse();
  const entries: DiaryEntry[] = [];
  for (const { shoot } of shoots) {
    const all = notesByShoot.get(shoot.item.id) ?? [];
    noteCount += all.length;
    const notes = keep ? all.filter(keep) : all;
    matchingNotes += notes.length;
    if (keep && notes.length === 0) continue;
    const item = shoot.item;
    entries.push({
      shootId: item.id,
      date: item.date,
      gameType: item.gameType,
      score: item.score,
      shootStatus: shootStatusOf(item),
      personalBest: state.history.isTopScore(shoot),
      venue: venueOf(item.location),
      achievements: achievements.get(item.id) ?? [],
      notes,
    });
  }
  return {
    pending,
    entries,
    shootCount: shoots.length,
    noteCount,
    matchingNotes,
    filtered: keep !== null,
  };
}
