// Runs before the first paint (a classic script in <head>), so a dark theme never flashes light while the
// app's modules load. web/src/theme.ts owns the preference; this only mirrors its light/dark rule.
try {
  var theme = localStorage.getItem('theme-preference');
  if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme);
} catch (storageBlocked) {
  // Private mode or blocked storage: device theme, as theme.ts does.
}
