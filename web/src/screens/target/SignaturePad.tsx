import { useRef, useState, type PointerEvent } from 'react';
import type { Point } from '../../../../shared/target-cards/drawn-mark.js';

const WIDTH = 320;
const HEIGHT = 160;

/**
 * A pad to sign on with a finger: each stroke followed as it is drawn, in the pad's own 320 by 160 units
 * whatever its size on screen, and handed up as it grows. The page does not scroll under the finger
 * (touch-action none), so a signature is never a scroll.
 */
export function SignaturePad({
  label,
  strokes,
  onStrokes,
}: {
  label: string;
  strokes: Point[][];
  onStrokes: (strokes: Point[][], width: number, height: number) => void;
}) {
  const pad = useRef<SVGSVGElement>(null);
  const [drawing, setDrawing] = useState(false);

  const at = (event: PointerEvent<SVGSVGElement>): Point => {
    const box = pad.current!.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    };
  };

  return (
    <svg
      ref={pad}
      className="target-pad"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        setDrawing(true);
        onStrokes([...strokes, [at(event)]], WIDTH, HEIGHT);
      }}
      onPointerMove={(event) => {
        if (!drawing || strokes.length === 0) return;
        const last = strokes.at(-1)!;
        onStrokes([...strokes.slice(0, -1), [...last, at(event)]], WIDTH, HEIGHT);
      }}
      onPointerUp={() => setDrawing(false)}
      onPointerCancel={() => setDrawing(false)}
    >
      <line x1="16" y1={HEIGHT - 32} x2={WIDTH - 16} y2={HEIGHT - 32} className="target-pad-line" />
      {strokes.map((stroke, index) => (
        <polyline
          key={index}
          points={stroke.map((point) => `${point.x},${point.y}`).join(' ')}
          className="target-pad-ink"
        />
      ))}
    </svg>
  );
}
