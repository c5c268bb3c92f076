import { ACHIEVEMENTS } from '../achievements/catalogue.js';
import type { NoteRecord } from '../events/records.js';
import type { ShootLocation } from '../history/historyItem.js';
import { eventStatusOf } from '../history/shootStanding.js';
import { sortByDateAscending } from '../history/historyQueries.js';
import type { Projections } from '../projections/projections.js';
import type { DiaryAchievement, DiaryEntry, DiaryQuery, DiaryView } from '../contract/diary.js';
import { fail, ok } from '../core/result.js';

/** Lower case without accents, so "Éclat" is found by "eclat". */
function searchableText(text: string): string {
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
export function achievementsByShoot(state: Projections): Map<number, DiaryAchievement[]> {
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
      eventStatus: eventStatusOf(item),
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

export function noteAnswer(state: Projections, noteId: string) {
  const found = state.notes.get(noteId);
  return found ? ok({ ...found }) : fail('no-such-note', `There is no note ${noteId}`);
}
