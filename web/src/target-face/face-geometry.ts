/**
 * Geometry between a drawn face and the screen. The face is drawn in millimetres (the shared face's
 * own units) with y flipped, since the face has y up and SVG has y down; these helpers turn a pointer on
 * the drawing into millimetres on the face and place the magnifier.
 */
import type { FacePosition, TargetFace } from '../../../shared/target-face/targetFace.js';

/** The SVG viewBox of a drawing, in SVG units (mm, y down). */
export interface ViewBox {
  minX: number;
  minY: number;
  width: number;
  height: number;
}

/** Room left round the scoring zone, as a share of its extent, so a miss just off the face can be tapped. */
export const FACE_MARGIN = 0.12;

/** A square box round every spot's scoring zone with a margin for misses. */
export function faceViewBox(face: TargetFace, margin = FACE_MARGIN): ViewBox {
  const radius = face.rings.at(-1)?.outerRadiusMm ?? face.diameterMm / 2;
  let extent = 0;
  for (const spot of face.spots) {
    extent = Math.max(extent, Math.abs(spot.x) + radius, Math.abs(spot.y) + radius);
  }
  const half = extent * (1 + margin);
  return { minX: -half, minY: -half, width: 2 * half, height: 2 * half };
}

/** The part of the screen a drawing occupies (a DOMRect's fields). */
export interface ScreenRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where a screen point falls on the face, mm (x right, y up). The drawing keeps its aspect ratio and is
 * square, so the box fills the rect.
 */
export function screenToFace(point: { x: number; y: number }, rect: ScreenRect, box: ViewBox): FacePosition {
  const svgX = box.minX + ((point.x - rect.left) / rect.width) * box.width;
  const svgY = box.minY + ((point.y - rect.top) / rect.height) * box.height;
  return { x: roundToTenth(svgX), y: roundToTenth(-svgY) };
}

/** The screen point of a place on the face (the inverse of screenToFace). */
export function faceToScreen(
  position: FacePosition,
  rect: ScreenRect,
  box: ViewBox,
): { x: number; y: number } {
  return {
    x: rect.left + ((position.x - box.minX) / box.width) * rect.width,
    y: rect.top + ((-position.y - box.minY) / box.height) * rect.height,
  };
}

/** Tenths of a millimetre are finer than any arrow hole; fewer digits keep the stored events small. */
function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10 + 0;
}

/** Millimetres on the face per screen pixel. */
export function mmPerPixel(rect: { width: number }, box: ViewBox): number {
  return rect.width > 0 ? box.width / rect.width : 1;
}

export interface MagnifierLayout {
  /** Top-left corner of the magnifier, px from the drawing's top-left corner. */
  left: number;
  top: number;
  /** What it shows: a box centred on the aim point, `zoom` times closer than the drawing. */
  box: ViewBox;
}

export interface MagnifierInput {
  /** The finger, px from the drawing's top-left corner. */
  finger: { x: number; y: number };
  /** The drawing's size, px. */
  drawing: { width: number; height: number };
  /** The magnifier's diameter, px. */
  size: number;
  /** Gap between the finger and the magnifier's nearest edge, px (room for the fingertip). */
  gap: number;
  zoom: number;
  aim: FacePosition;
  mmPerPixel: number;
}

/**
 * The magnifier sits above the finger (a thumb hides what is under it), kept within the drawing's width;
 * near the top of the drawing there is no room above, so it moves beside the finger, on the side with
 * more room.
 */
export function magnifierLayout(input: MagnifierInput): MagnifierLayout {
  const { finger, drawing, size, gap, zoom, aim } = input;
  const clampLeft = (left: number) => Math.min(Math.max(left, 0), Math.max(drawing.width - size, 0));
  let left = clampLeft(finger.x - size / 2);
  let top = finger.y - gap - size;
  if (top < 0) {
    top = Math.max(finger.y - size / 2, 0);
    left = finger.x > drawing.width / 2 ? finger.x - gap - size : finger.x + gap;
  }
  const span = (size * input.mmPerPixel) / zoom;
  return {
    left,
    top,
    box: { minX: aim.x - span / 2, minY: -aim.y - span / 2, width: span, height: span },
  };
}

/** Distance between two screen points, px: a drag starts beyond a few pixels, a tap stays within them. */
export function pointerTravel(from: { x: number; y: number }, to: { x: number; y: number }): number {
  return Math.hypot(to.x - from.x, to.y - from.y);
}
