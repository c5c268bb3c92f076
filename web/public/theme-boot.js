// Runs before the first paint: a classic (blocking) script in <head>, so the page is never drawn without
// its data-theme. It is a file rather than an inline script because the server's Content-Security-Policy
// (api/http/security.ts) allows scripts from 'self' only. styles.css has one light and one dark block keyed
// on data-theme, so the device choice is resolved here to light or dark from prefers-color-scheme.
// web/src/theme.ts owns the preference and, once the app starts, follows device switches; this mirrors
// its rule: light or dark as chosen, anything else is device. The key is declared as `themeSetting` in
// web/src/device-storage/registry.ts (version 1, bare text), which is why this raw read still holds.
(function () {
  var theme = 'device';
  try {
    theme = localStorage.getItem('theme-preference');
  } catch (storageBlocked) {
    // Private mode or blocked storage: device theme, as theme.ts does.
  }
  if (theme !== 'light' && theme !== 'dark') {
    var dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
    theme = dark ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-theme', theme);

  // High contrast (docs/at-the-line.md), as web/src/at-the-line/contrast.ts resolves it: the archer's
  // "Always", or the phone's increase-contrast setting. `atTheLineSetting` is version 1, bare JSON.
  var contrast = 'device';
  try {
    var choices = JSON.parse(localStorage.getItem('at-the-line') || 'null');
    if (choices && choices.contrast === 'more') contrast = 'more';
  } catch (unreadable) {
    // Blocked storage or a damaged value: as the phone, as contrast.ts does.
  }
  var phoneAsksMore = window.matchMedia && window.matchMedia('(prefers-contrast: more)').matches;
  if (contrast === 'more' || phoneAsksMore) document.documentElement.setAttribute('data-contrast', 'more');
})();
