import { qrCells } from './qr-cells.js';

/**
 * A QR code of a link (a live shoot's viewer, a signed card), drawn as SVG squares so it stays sharp on
 * a clubhouse screen and prints; dark on white whatever the theme, since phone cameras read that best.
 */
export function LinkQrCode({ link, className, label }: { link: string; className: string; label?: string }) {
  const cells = qrCells(link);
  const margin = 4;
  const extent = cells.size + margin * 2;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${extent} ${extent}`}
      role="img"
      aria-label={label ?? `QR code of ${link}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      <path
        fill="#000000"
        d={cells.dark.map(([row, column]) => `M${column + margin} ${row + margin}h1v1h-1z`).join('')}
      />
    </svg>
  );
}
