// The page's module entry (index.html). The keypad's first frame needs only this: the page as the score
// card last drew it, with working keys (early-card.ts), and the style sheets that page is drawn with,
// which are named here so that the build links them from index.html rather than loading them with the
// app's code. The app itself (main.tsx: React, the screens, the worker's start) is fetched and run once
// the archer has paused, or at once when they ask for more than the keys; with no page to draw, at once
// (docs/performance.md, "The keypad before React").
import '../styles.css';
import '../screens/score/score.css';
import '../scorecard/scorecard.css';
import '../tips/tips.css';
import '../target-face/target-face.css';
import '../what-i-need/what-i-need.css';
import { archerPauses, listenForTheArcher } from '../archer-pauses.js';
import { applyDevToolsSwitch } from '../dev-tools/dev-tools-flag.js';
import { deviceStorage } from '../device-storage/setting.js';
import { appAskedFor, drawEarlyCard } from './early-card.js';

// From the first moment: the work after the keypad waits for the archer's pauses (archer-pauses.ts).
listenForTheArcher(window);
// `?devtools=on` is kept at once, not when the app first draws its frame: a page left before that
// (a maintainer going straight on to another screen) still switches the panel on.
applyDevToolsSwitch(deviceStorage(), location.search);

if (drawEarlyCard()) {
  // The keypad has just been put in the archer's hands: a pause is counted from now, not from nothing.
  archerPauses.heard();
  void Promise.race([archerPauses.turn(), appAskedFor()]).then(() => import('../main.js'));
} else {
  void import('../main.js');
}
