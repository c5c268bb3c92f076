import { useRef, useState, type PointerEvent } from 'react';
import type { ArrowValue } from '../../../shared/rounds/round.js';
import type { FacePosition, TargetFace } from '../../../shared/target-face/targetFace.js';
import { FaceDrawing } from './FaceDrawing.js';
import {
  faceViewBox,
  magnifierLayout,
  mmPerPixel,
  pointerTravel,
  screenToFace,
  type MagnifierLayout,
  type ScreenRect,
  type ViewBox,
} from './face-geometry.js';
import './target-face.css';

/** An arrow drawn on the face: its place in the shoot, its value and where it landed. */
export interface FaceArrow {
  index: number;
  value: ArrowValue;
  position: FacePosition;
}

interface FaceEntryProps {
  face: TargetFace;
  /** The arrows to draw (the end in progress, or the end just finished). */
  arrows: readonly FaceArrow[];
  /** The arrows are the end just finished: drawn fainter, as the next tap starts a new end. */
  finishedEnd: boolean;
  /** False once the round is complete: arrows can still be moved, no new one placed. */
  canPlot: boolean;
  onPlot(position: FacePosition): void;
  onMove(index: number, position: FacePosition): void;
}

/** A finger (or pen, or mouse button) down on the face, aiming. */
interface Aim {
  pointerId: number;
  start: { x: number; y: number };
  /** px from the drawing's top-left corner. */
  finger: { x: number; y: number };
  position: FacePosition;
  /** The arrow whose dot was pressed: dragging it moves that arrow, a tap still places a new one. */
  moving: number | null;
  dragged: boolean;
  /**
   * Where the drawing was on screen when the press began. The page cannot scroll under a finger on the
   * face (touch-action: none), so moves and the lift reuse it rather than read the layout again.
   */
  rect: ScreenRect;
}

const MAGNIFIER_PX = 128;
const MAGNIFIER_GAP_PX = 36;
const MAGNIFIER_ZOOM = 3;
/** Travel beyond this many px turns a press on a dot into a drag of that arrow. */
const DRAG_THRESHOLD_PX = 6;

/**
 * Face entry (issue #18): the archer presses where the arrow landed; a magnifier above the finger shows
 * the spot enlarged with a crosshair, the finger can slide to adjust, and the arrow is placed where the
 * crosshair is when the finger lifts. Dragging an arrow's dot moves it. The worker scores the place.
 */
export function FaceEntry({ face, arrows, finishedEnd, canPlot, onPlot, onMove }: FaceEntryProps) {
  const [aim, setAim] = useState<Aim | null>(null);
  const aimRef = useRef<Aim | null>(null);
  const box = faceViewBox(face);

  const show = (next: Aim | null) => {
    aimRef.current = next;
    setAim(next);
  };

  const locate = (event: PointerEvent<SVGSVGElement>, rect: ScreenRect) => {
    const point = { x: event.clientX, y: event.clientY };
    return {
      position: screenToFace(point, rect, box),
      finger: { x: point.x - rect.left, y: point.y - rect.top },
      point,
    };
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0 || aimRef.current !== null) return;
    const pressed = (event.target as Element).closest('[data-arrow-index]');
    const moving = pressed ? Number(pressed.getAttribute('data-arrow-index')) : null;
    if (!canPlot && moving === null) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const { left, top, width, height } = event.currentTarget.getBoundingClientRect();
    const rect = { left, top, width, height };
    const { position, finger, point } = locate(event, rect);
    show({ pointerId: event.pointerId, start: point, finger, position, moving, dragged: false, rect });
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const now = aimRef.current;
    if (now === null || now.pointerId !== event.pointerId) return;
    const { position, finger, point } = locate(event, now.rect);
    const dragged = now.dragged || pointerTravel(now.start, point) > DRAG_THRESHOLD_PX;
    show({ ...now, position, finger, dragged });
  };

  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    const now = aimRef.current;
    if (now === null || now.pointerId !== event.pointerId) return;
    const { position } = locate(event, now.rect);
    show(null);
    if (now.moving !== null && now.dragged) onMove(now.moving, position);
    else if (canPlot) onPlot(position);
  };

  const onPointerCancel = () => show(null);

  // Only a dragged arrow's dot follows the finger: an aim that moves no arrow leaves the dots as they are.
  const dragging = aim !== null && aim.dragged && aim.moving !== null ? aim : null;
  const moved = dragging && { index: dragging.moving, position: dragging.position };

  return (
    <div className="face-entry">
      <svg
        className="face-entry-face"
        role="img"
        aria-label="Target face"
        viewBox={viewBoxText(box)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        <FaceDrawing face={face} />
        <FaceDots
          arrows={arrows}
          box={box}
          finishedEnd={finishedEnd}
          movedIndex={moved?.index ?? null}
          movedTo={moved?.position ?? null}
        />
      </svg>
      {aim !== null && (
        <Magnifier
          face={face}
          box={box}
          aim={aim}
          arrows={arrows}
          finishedEnd={finishedEnd}
          movedIndex={moved?.index ?? null}
        />
      )}
    </div>
  );
}

interface FaceDotsProps {
  arrows: readonly FaceArrow[];
  box: ViewBox;
  finishedEnd: boolean;
  /** The arrow being dragged, drawn at `movedTo` rather than where it was stored. */
  movedIndex: number | null;
  movedTo: FacePosition | null;
}

/** The arrows' dots, each with a larger invisible target to press. */
function FaceDots({ arrows, box, finishedEnd, movedIndex, movedTo }: FaceDotsProps) {
  const dotRadius = box.width * 0.012;
  const hitRadius = box.width * 0.035;
  return (
    <g className={finishedEnd ? 'face-dots face-dots-finished' : 'face-dots'}>
      {arrows.map((arrow) => {
        const { x, y } = arrow.index === movedIndex && movedTo !== null ? movedTo : arrow.position;
        return (
          <g key={arrow.index} data-arrow-index={arrow.index}>
            <circle className="face-dot-target" cx={x} cy={-y} r={hitRadius} />
            <circle className="face-dot" cx={x} cy={-y} r={dotRadius} />
          </g>
        );
      })}
    </g>
  );
}

interface MagnifierProps {
  face: TargetFace;
  box: ViewBox;
  aim: Aim;
  arrows: readonly FaceArrow[];
  finishedEnd: boolean;
  movedIndex: number | null;
}

/** The spot under the finger enlarged above it, with a crosshair where the arrow will be placed. */
function Magnifier({ face, box, aim, arrows, finishedEnd, movedIndex }: MagnifierProps) {
  const magnifier: MagnifierLayout = magnifierLayout({
    finger: aim.finger,
    drawing: aim.rect,
    size: MAGNIFIER_PX,
    gap: MAGNIFIER_GAP_PX,
    zoom: MAGNIFIER_ZOOM,
    aim: aim.position,
    mmPerPixel: mmPerPixel(aim.rect, box),
  });
  return (
    <svg
      className="face-magnifier"
      aria-hidden="true"
      viewBox={viewBoxText(magnifier.box)}
      style={{ left: magnifier.left, top: magnifier.top, width: MAGNIFIER_PX, height: MAGNIFIER_PX }}
    >
      <FaceDrawing face={face} />
      <FaceDots
        arrows={arrows}
        box={box}
        finishedEnd={finishedEnd}
        movedIndex={movedIndex}
        movedTo={movedIndex === null ? null : aim.position}
      />
      <g className="face-crosshair">
        <line
          x1={aim.position.x - magnifier.box.width / 2}
          y1={-aim.position.y}
          x2={aim.position.x + magnifier.box.width / 2}
          y2={-aim.position.y}
        />
        <line
          x1={aim.position.x}
          y1={-aim.position.y - magnifier.box.height / 2}
          x2={aim.position.x}
          y2={-aim.position.y + magnifier.box.height / 2}
        />
      </g>
    </svg>
  );
}

export function viewBoxText(box: ViewBox): string {
  return `${box.minX} ${box.minY} ${box.width} ${box.height}`;
}
