import type { ScoreCardView } from '../../../shared/contract/engine.js';
import type { ScorecardLayout } from '../../../shared/contract/scoreCardViews.js';
import { endWords } from '../../../shared/rounds/endWord.js';
import type { ArrowValue } from '../../../shared/rounds/round.js';
import { feelArrowRefused, feelKeyTaken } from '../at-the-line/feel.js';
import { earlyTapsSetting } from '../device-storage/registry.js';
import { readSetting, writeSetting } from '../device-storage/setting.js';
import type { EarlyTap } from '../device-storage/shapes.js';
import { lastKept } from '../engine/last-score-card.js';
import { sheetEnds } from '../scorecard/score-sheet.js';
import { screenLayout } from '../scorecard/screen-layout.js';
import { arrowTapped, unsentArrowTakenBack, type ArrowInFlight } from '../screens/score/arrows-in-flight.js';
import { keypadLabel, paceText } from '../screens/score/range-words.js';
import { cardShown, SCORING, type ScoreCard } from '../screens/score/score-card-snapshot.js';
import { zoneColour } from '../target-face/face-colours.js';

/**
 * The keypad before React (issues #42 and #49). On a cold open the page this phone last drew around the
 * score card (drawn-page.ts, kept with the card) is put back as it was, and its keys and Undo work at
 * once: each tap is drawn here, on the range header and the keypad's label, with the same prediction the
 * card uses (score-card-snapshot.ts), and kept in order, on the device too. React, loaded meanwhile,
 * takes the page over at the archer's first pause (main.tsx) and the card's session replays the taps
 * (score-card-session.ts), which the worker then stores as any held arrow. So the first frame needs this
 * module, not React DOM and the card's code, and no tap waits for React to start.
 *
 * Only the keys and Undo work here. Anything else tapped or typed (Save, the menu, an arrow to correct,
 * Undo with no arrow of this page's to take back, a key on a keyboard) asks for the app at once, and is
 * made again on the app's page once it has drawn it (`replayAskedTaps`).
 */

type EarlyCard =
  | { state: 'not-drawn' }
  | {
      state: 'keys';
      root: HTMLElement;
      card: ScoreCardView;
      layout: ScorecardLayout;
      inFlight: readonly ArrowInFlight[];
      stop: () => void;
    }
  /**
   * The archer asked for more than the keys: every tap and key from now on waits for the app's page, to
   * be made again there in order (`replayAskedTaps`), not taken here.
   */
  | { state: 'asked'; root: HTMLElement; stop: () => void }
  /** React has the page: taps made before wait for the card's session to take them. */
  | { state: 'app' };

/** A tap or key the archer made for the app before it had the page. */
type Asked = { kind: 'tap'; signature: string; nth: number } | { kind: 'key'; key: string };

const CONTROLS = 'button, a, input, select, textarea, summary, label';
/** Where the archer types: left to the browser here, and what is in them carried over to the app's page. */
const FIELDS = 'input, select, textarea, label, [contenteditable]';

/** A field the archer filled in or was in on this page, to be found again on the app's page. */
interface FieldLeft {
  signature: string;
  nth: number;
  value: string | null;
  focused: boolean;
}

let early: EarlyCard = { state: 'not-drawn' };
/** The taps made before React, in order, kept on the device as well until the card's session takes them. */
let taps: EarlyTap[] = [];
let appAsked: () => void = () => undefined;
/** What the archer tapped or typed for the app, in order, to be made again on its page. */
let asked: Asked[] = [];
let fieldsLeft: FieldLeft[] = [];
const appWanted = new Promise<void>((resolve) => {
  appAsked = resolve;
});

/**
 * Draws the page last kept with the card, when this build kept one in this layout and the page opened
 * at the score card; answers whether it did (then its keys work until `stopEarlyKeys`).
 */
export function drawEarlyCard(): boolean {
  const root = document.getElementById('root');
  // Opened at the score card from the home screen: a query is for the app to read (?devtools=on, a link).
  if (root === null || location.pathname !== '/' || location.search !== '') return false;
  const layout = screenLayout();
  const kept = lastKept(layout);
  // Plotting on the face needs the face's own code (pointer, loupe, the arrow placed): the app draws it.
  if (kept?.drawn == null || kept.card.shoot.faceEntry.chosen) return false;
  root.innerHTML = kept.drawn.html;
  if (kept.drawn.dockHeight !== '')
    document.documentElement.style.setProperty('--score-dock-height', kept.drawn.dockHeight);
  const onClick = (event: MouseEvent) => heard(event);
  const onKey = (event: KeyboardEvent) => keyHeard(event);
  // A field focused (tapped, tabbed to, or filled in by assistive tools) is the app's to handle.
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.matches(FIELDS)) askForTheApp();
  };
  root.addEventListener('click', onClick, true);
  root.addEventListener('focusin', onFocus, true);
  window.addEventListener('keydown', onKey, true);
  early = {
    state: 'keys',
    root,
    card: kept.card,
    layout,
    inFlight: [],
    stop: () => {
      root.removeEventListener('click', onClick, true);
      root.removeEventListener('focusin', onFocus, true);
      window.removeEventListener('keydown', onKey, true);
    },
  };
  // Taps of a page closed before React took them: drawn again, and handed over with the new ones.
  taps = readSetting(earlyTapsSetting);
  let inFlight: readonly ArrowInFlight[] = [];
  for (const tap of taps) inFlight = withTap(inFlight, kept.card, tap) ?? inFlight;
  if (inFlight.length > 0) drawTaps({ ...early, inFlight });
  requestAnimationFrame(() => setTimeout(warmPrediction, 0));
  return true;
}

/**
 * Once the keypad is on screen: the prediction worked out once for a tap of the first key, and thrown
 * away, so the first real tap does not pay for the round's lookup and the first run of its code (the
 * cold open's first tap took 5-10 ms more than the later ones without it).
 */
function warmPrediction(): void {
  if (early.state !== 'keys' || early.inFlight.length > 0) return;
  const first = early.root.querySelector<HTMLButtonElement>('[aria-label="Keypad"] button[data-value]');
  if (first === null) return;
  const inFlight = withTap([], early.card, arrowValue(first.dataset.value ?? ''));
  if (inFlight !== null) cardShown({ state: 'ready', card: early.card }, inFlight, early.layout);
}

/** Whether the page drawn here is the page now (its keys in use, or the app asked for). */
export function earlyCardShown(): boolean {
  return early.state === 'keys' || early.state === 'asked';
}

/** Resolves when the archer taps something only the app can do: React should take over now. */
export function appAskedFor(): Promise<void> {
  return appWanted;
}

/** React is about to draw the page: taps from now on are its own. */
export function stopEarlyKeys(): void {
  if (early.state !== 'keys' && early.state !== 'asked') return;
  early.stop();
  fieldsLeft = fieldsFilledIn(early.root);
  early = { state: 'app' };
}

/**
 * The taps made before React, for the score card's session to replay, once: later calls answer none.
 * Those of an earlier page that closed before handing them over are here too (from the device).
 */
export function takeEarlyTaps(): readonly EarlyTap[] {
  stopEarlyKeys();
  const taken = early.state === 'not-drawn' ? readSetting(earlyTapsSetting) : taps;
  early = { state: 'app' };
  taps = [];
  if (taken.length > 0) writeSetting(earlyTapsSetting, []);
  return tapsAsLeft(taken);
}

/**
 * The taps as the archer left them: an Undo right after an arrow tapped here took that arrow back on this
 * page, so neither is replayed (the card never draws the arrow again to take it away). An Undo with no
 * such arrow before it stays: it takes back an arrow the worker holds.
 */
export function tapsAsLeft(taps: readonly EarlyTap[]): EarlyTap[] {
  const left: EarlyTap[] = [];
  for (const tap of taps) {
    const last = left.at(-1);
    if (tap === 'undo' && last !== undefined && last !== 'undo') left.pop();
    else left.push(tap);
  }
  return left;
}

function heard(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  const control = event.target.closest(CONTROLS);
  if (control === null) return;
  if (early.state === 'keys') {
    if (control.matches('[aria-label="Keypad"] button[data-value]')) {
      const key = control as HTMLButtonElement;
      if (!key.disabled) tapped(arrowValue(key.dataset.value ?? ''));
      return;
    }
    if (control.matches('.score-actions button') && control.textContent?.trim() === 'Undo') {
      tapped('undo');
      return;
    }
  }
  if (early.state !== 'keys' && early.state !== 'asked') return;
  // A field keeps its own tap (focus, the caret): what is typed in it is carried over (`fieldsFilledIn`).
  if (control.matches(FIELDS)) return askForTheApp();
  // Not this page's to do: the app comes now, and the tap is made again on its page.
  event.preventDefault();
  event.stopPropagation();
  asked.push({
    kind: 'tap',
    signature: signatureOf(control),
    nth: alike(early.root, control).indexOf(control),
  });
  askForTheApp();
}

/** A key typed (keyboard scoring has rules of its own: digits, Backspace): made again on the app's page. */
function keyHeard(event: KeyboardEvent): void {
  if (early.state !== 'keys' && early.state !== 'asked') return;
  if (event.ctrlKey || event.metaKey || event.altKey || MODIFIERS.includes(event.key)) return;
  // Typing in a field: the field takes it, and its text is carried over to the app's page.
  if (event.target instanceof Element && event.target.matches(FIELDS)) return askForTheApp();
  event.preventDefault();
  asked.push({ kind: 'key', key: event.key });
  askForTheApp();
}

const MODIFIERS = ['Shift', 'Control', 'Alt', 'Meta'];

function askForTheApp(): void {
  if (early.state === 'keys') early = { state: 'asked', root: early.root, stop: early.stop };
  appAsked();
}

/** What tells a control apart for the archer: its kind, its name and its words. */
function signatureOf(control: Element): string {
  return `${control.tagName} ${control.getAttribute('aria-label') ?? ''} ${control.textContent?.trim() ?? ''}`;
}

function alike(root: ParentNode, control: Element): Element[] {
  const signature = signatureOf(control);
  return [...root.querySelectorAll(CONTROLS)].filter((other) => signatureOf(other) === signature);
}

/**
 * Once React has drawn the page (main.tsx): what the archer tapped or typed for the app before it, made
 * again on the app's page, in order: each control found by its kind, name and words (the same one of
 * several alike), each key sent as the keyboard sends it. A control the app's page does not have is left.
 */
export async function replayAskedTaps(root: ParentNode): Promise<void> {
  const waiting = asked;
  asked = [];
  const fields = fieldsLeft;
  fieldsLeft = [];
  for (const field of fields) {
    const match = await found(
      root,
      FIELDS,
      (other) => fieldSignatureOf(other) === field.signature,
      field.nth,
    );
    if (!(match instanceof HTMLElement)) continue;
    if (field.value !== null) typeInto(match, field.value);
    if (field.focused) match.focus();
  }
  for (const tap of waiting) {
    if (tap.kind === 'key') {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: tap.key, bubbles: true, cancelable: true }));
      continue;
    }
    const control = await found(root, CONTROLS, (other) => signatureOf(other) === tap.signature, tap.nth);
    if (control instanceof HTMLElement) control.click();
  }
}

/** How long a control the archer tapped may take to appear on the app's page (a part drawn lazily). */
const APPEARS_WITHIN_MS = 3000;

/**
 * The `nth` element matching `selector` and `alike` on the app's page, once it is there: parts of the
 * page (What I need's targets, the dialogs' code) are drawn a moment after the first render. Null if it
 * never comes.
 */
function found(
  root: ParentNode,
  selector: string,
  alike: (element: Element) => boolean,
  nth: number,
): Promise<Element | null> {
  const now = () => [...root.querySelectorAll(selector)].filter(alike)[nth] ?? null;
  const already = now();
  if (already !== null) return Promise.resolve(already);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const element = now();
      if (element === null) return;
      clearTimeout(timer);
      observer.disconnect();
      resolve(element);
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, APPEARS_WITHIN_MS);
    observer.observe(root, { childList: true, subtree: true, attributes: true });
  });
}

/** What tells a field apart: its kind, name and label (its id is React's, new on every page). */
function fieldSignatureOf(field: Element): string {
  const labels = 'labels' in field && field.labels instanceof NodeList ? [...field.labels] : [];
  return [
    field.tagName,
    field.getAttribute('type') ?? '',
    field.getAttribute('name') ?? '',
    field.getAttribute('aria-label') ?? '',
    labels.map((label) => label.textContent?.trim() ?? '').join('|'),
  ].join(' ');
}

/** The fields of the page before React the archer typed in, or was in, when React took over. */
function fieldsFilledIn(root: HTMLElement): FieldLeft[] {
  const all = [...root.querySelectorAll(FIELDS)];
  return all.flatMap((field) => {
    const value = changedValue(field);
    const focused = document.activeElement === field;
    if (value === null && !focused) return [];
    const signature = fieldSignatureOf(field);
    const nth = all.filter((other) => fieldSignatureOf(other) === signature).indexOf(field);
    return [{ signature, nth, value, focused }];
  });
}

/** A field's text when the archer changed it from what the page drew; null when unchanged. */
function changedValue(field: Element): string | null {
  if (field instanceof HTMLTextAreaElement) return field.value === field.defaultValue ? null : field.value;
  if (field instanceof HTMLInputElement) {
    if (field.type === 'checkbox' || field.type === 'radio') return null;
    return field.value === field.defaultValue ? null : field.value;
  }
  if (field instanceof HTMLSelectElement) {
    const drawn =
      [...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value;
    return field.value === drawn ? null : field.value;
  }
  return null;
}

/** Puts text in a field of React's page as typing does: its own value setter, then the events React hears. */
function typeInto(field: HTMLElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (setter === undefined) return;
  setter.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

function arrowValue(text: string): ArrowValue {
  return text === 'X' || text === 'M' ? text : Number(text);
}

function tapped(tap: EarlyTap): void {
  if (early.state !== 'keys') return;
  // Felt as on the app's card: a tick for a key, two knocks for Undo (at-the-line/feel.ts).
  if (tap === 'undo') feelArrowRefused();
  else feelKeyTaken();
  taps = [...taps, tap];
  // On the device at once: a page closed before React takes them over hands them on next time.
  writeSetting(earlyTapsSetting, taps);
  const inFlight = withTap(early.inFlight, early.card, tap);
  // Undo with no arrow of this page's: the worker holds the arrow, and the app takes it back.
  if (inFlight === null) return askForTheApp();
  early = { ...early, inFlight };
  drawTaps(early);
}

/** The arrows tapped here after one more tap, as the card's session keeps them (held for the worker). */
function withTap(
  inFlight: readonly ArrowInFlight[],
  card: ScoreCardView,
  tap: EarlyTap,
): readonly ArrowInFlight[] | null {
  if (tap === 'undo') return unsentArrowTakenBack(inFlight);
  return arrowTapped(inFlight, card.shoot.arrows.length, tap, 'held');
}

function drawTaps({ root, card, inFlight, layout }: Extract<EarlyCard, { state: 'keys' }>): void {
  const shown = cardShown({ state: 'ready', card }, inFlight, layout);
  if (shown.state === 'ready') drawCard(root, shown.value);
}

/**
 * What an arrow changes on the page as React's card draws it (RangeHeader.tsx, the keypad's label and
 * disabled keys, Undo, Save and Discard in ScoreScreen.tsx): early-card.test.ts holds this to React's own drawing.
 * The sheet and summary below the keys wait for React.
 */
export function drawCard(root: ParentNode, { shoot, scorecard }: ScoreCard): void {
  const header = root.querySelector('.range-header');
  if (header === null) return;
  const ends = sheetEnds(scorecard);
  const shown = ends.at(-1) ?? null;
  const endNumber = shown?.endNumber ?? 1;
  const emptySlots = shown ? shown.emptySlots : shoot.round.endSize;
  const { noun: lower, title: word } = endWords(shoot.round.discipline);
  setText(header.querySelector('output[aria-label="Running total"]'), String(shoot.runningTotal));
  setText(header.querySelector('.shoot-current-end > .shoot-summary-caption'), `${word} ${endNumber}`);
  const step = header.querySelector<HTMLButtonElement>('.end-step');
  if (step !== null) {
    setAttribute(step, 'aria-label', `Previous ${lower}`);
    if (step.disabled !== endNumber <= 1) step.disabled = endNumber <= 1;
    setText(step, '‹');
  }
  const strip = header.querySelector('.end-strip');
  if (strip !== null) {
    setAttribute(strip, 'aria-label', `${word} ${endNumber} arrows`);
    const cells = (shown?.arrows ?? []).map((cell) => {
      const item = document.createElement('li');
      const button = item.appendChild(document.createElement('button'));
      button.type = 'button';
      const ring = cell.value === 'M' ? 'miss' : zoneColour(shoot.round.scoring, cell.value);
      button.className = `end-strip-arrow ring-${ring}`;
      button.setAttribute('aria-label', `Correct arrow ${cell.index + 1} (${cell.value})`);
      button.setAttribute('aria-pressed', 'false');
      button.textContent = String(cell.value);
      return item;
    });
    const empty = Array.from({ length: emptySlots }, () => {
      const item = document.createElement('li');
      item.setAttribute('aria-hidden', 'true');
      item.appendChild(document.createElement('span')).className = 'end-strip-arrow end-strip-empty';
      return item;
    });
    keepOnlyChanged(strip, [...cells, ...empty]);
  }
  const endTotal = header.querySelector('.shoot-end-total');
  if (endTotal !== null) setAttribute(endTotal, 'aria-label', `${word} total`);
  setText(endTotal, String(shown ? shown.total : 0));
  setText(header.querySelector('.range-pace'), paceText(shoot));
  setText(root.querySelector('.score-keypad-label'), keypadLabel(shoot, SCORING, ''));
  for (const key of root.querySelectorAll<HTMLButtonElement>('[aria-label="Keypad"] button[data-value]'))
    if (key.disabled !== shoot.isComplete) key.disabled = shoot.isComplete;
  const hasArrows = shoot.arrows.length > 0;
  for (const button of root.querySelectorAll<HTMLButtonElement>('.score-actions > button')) {
    const text = button.textContent?.trim();
    if ((text === 'Undo' || text === 'Save' || text === 'Discard') && button.disabled === hasArrows)
      button.disabled = !hasArrows;
    if (text === 'Save') {
      if (shoot.canSave) button.removeAttribute('aria-describedby');
      else setAttribute(button, 'aria-describedby', 'score-save-early');
    }
  }
}

/*
 * The page is changed only where it differs: a tap changes a cell or two of the end and a few figures, and
 * each change the browser has to take in (a node swapped, an attribute set) is part of the tap's own work
 * before its frame.
 */
function setText(element: Element | null, text: string): void {
  if (element !== null && element.textContent !== text) element.textContent = text;
}

function setAttribute(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** The children of `parent` made `wanted`, keeping each child that is already drawn the same. */
function keepOnlyChanged(parent: Element, wanted: readonly Element[]): void {
  wanted.forEach((child, index) => {
    const drawn = parent.children[index];
    if (drawn === undefined) parent.append(child);
    else if (!drawn.isEqualNode(child)) drawn.replaceWith(child);
  });
  while (parent.children.length > wanted.length) parent.lastElementChild?.remove();
}
