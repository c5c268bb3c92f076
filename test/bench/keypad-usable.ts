/**
 * The moment an archer can score: installed before any script of the page (`addInitScript`), it watches
 * each frame for the first enabled key of the keypad and stamps `window.keypadUsableAt` on the page's
 * clock. The one-button page of the cold-open bench uses the same names, so one watcher serves both.
 */

declare global {
  interface Window {
    keypadUsableAt: number | null;
  }
}

export function watchForAUsableKey() {
  window.keypadUsableAt = null;
  const look = () => {
    if (document.querySelector('[aria-label="Keypad"] button:not([disabled])')) {
      window.keypadUsableAt = performance.now();
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}
