/**
 * The app's mark in the desktop header: a target face on the club green, drawn as inline SVG with the
 * same shapes as /icons/icon.svg. Not an <img> of that file: on a phone the header is hidden, yet an
 * image is still fetched and its SVG document built on the main thread (11–50 ms on a cold open, before
 * the first frame; issue #30). Inline, a hidden header costs nothing.
 */
const RINGS: readonly { r: number; fill: string }[] = [
  { r: 40, fill: 'rgb(245,245,245)' },
  { r: 32, fill: 'rgb(26,26,26)' },
  { r: 24, fill: 'rgb(27,111,209)' },
  { r: 16, fill: 'rgb(215,38,30)' },
  { r: 8, fill: 'rgb(242,194,0)' },
];

export function AppMark() {
  return (
    <svg viewBox="0 0 100 100" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="100" height="100" rx="18" fill="rgb(31,81,48)" />
      {RINGS.map((ring) => (
        <circle key={ring.r} cx="50" cy="50" r={ring.r} fill={ring.fill} />
      ))}
    </svg>
  );
}
