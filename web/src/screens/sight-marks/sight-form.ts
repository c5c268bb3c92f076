import type { SightMark } from '../../../../shared/sight-marks/sightMark.js';
import type { SightMarkInput } from '../../../../shared/contract/sightMarkViews.js';
import type { DistanceUnit } from '../../../../shared/rounds/round.js';

/** The sight-mark form as typed: text fields, so a half-typed number is not lost or rejected early. */
export interface SightForm {
  id: string | null;
  distance: string;
  unit: DistanceUnit;
  notches: string;
  /** One number, or major/minor/micro parts. */
  entry: 'number' | 'parts';
  vertical: string;
  major: string;
  minor: string;
  micro: string;
  label: string;
  priority: boolean;
}

export function emptySightForm(): SightForm {
  return {
    id: null,
    distance: '',
    unit: 'm',
    notches: '0',
    entry: 'number',
    vertical: '',
    major: '',
    minor: '',
    micro: '',
    label: '',
    priority: false,
  };
}

export function sightFormOf(mark: SightMark): SightForm {
  const parts = typeof mark.vertical === 'number' ? null : mark.vertical;
  return {
    id: mark.id,
    distance: String(mark.distance),
    unit: mark.unit,
    notches: String(mark.notches),
    entry: parts ? 'parts' : 'number',
    vertical: typeof mark.vertical === 'number' ? String(mark.vertical) : '',
    major: parts?.major === undefined ? '' : String(parts.major),
    minor: parts?.minor === undefined ? '' : String(parts.minor),
    micro: parts?.micro === undefined ? '' : String(parts.micro),
    label: mark.label,
    priority: mark.priority,
  };
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** The form as the worker's input, or what is wrong with it in the archer's words. */
export function readSightForm(
  form: SightForm,
): { ok: true; input: SightMarkInput } | { ok: false; problem: string } {
  const distance = form.distance.trim();
  if (!NUMBER.test(distance) || Number(distance) <= 0)
    return { ok: false, problem: 'Distance must be a number above 0' };
  const notches = form.notches.trim() === '' ? '0' : form.notches.trim();
  if (!/^\d+$/.test(notches)) return { ok: false, problem: 'Notches must be a whole number' };
  let vertical: SightMarkInput['vertical'];
  if (form.entry === 'number') {
    if (!NUMBER.test(form.vertical.trim()))
      return { ok: false, problem: 'Vertical mark must be a number, such as 5.35' };
    vertical = Number(form.vertical.trim());
  } else {
    const parts: Record<string, number> = {};
    for (const [name, text] of [
      ['major', form.major],
      ['minor', form.minor],
      ['micro', form.micro],
    ] as const) {
      if (text.trim() === '') continue;
      if (!/^\d+$/.test(text.trim()))
        return { ok: false, problem: `The ${name} part must be a whole number` };
      parts[name] = Number(text.trim());
    }
    if (parts.major === undefined)
      return { ok: false, problem: 'The major part of the vertical mark is needed' };
    vertical = parts;
  }
  return {
    ok: true,
    input: {
      ...(form.id ? { id: form.id } : {}),
      distance: Number(distance),
      unit: form.unit,
      notches: Number(notches),
      vertical,
      label: form.label.trim(),
      priority: form.priority,
    },
  };
}

/** A vertical reading as the archer wrote it: one number, or its parts in order ("5 · 3 · 5"). */
export function verticalText(vertical: SightMark['vertical']): string {
  if (typeof vertical === 'number') return String(vertical);
  const named = ['major', 'minor', 'micro'].filter((part) => typeof vertical[part] === 'number');
  const others = Object.keys(vertical).filter((part) => !named.includes(part));
  return [...named, ...others].map((part) => String(vertical[part])).join(' · ');
}

/** How a mark is named on its buttons ("Edit 50 yd"), so each one is told apart by a screen reader. */
export function sightMarkName(mark: Pick<SightMark, 'distance' | 'unit' | 'label'>): string {
  return `${mark.distance} ${mark.unit}${mark.label ? ` ${mark.label}` : ''}`;
}
