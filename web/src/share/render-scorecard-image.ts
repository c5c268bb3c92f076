import { fail, ok, type Result } from '../../../shared/core/result.js';
import type { DrawOp, Drawing } from '../../../shared/share/drawing.js';

/**
 * Paints the scorecard drawing on a canvas and makes the PNG. The texts of docs/product.md section 8 are the
 * failures: 'Failed to get canvas context' (no 2D canvas, e.g. out of memory) and 'Failed to load SVG
 * image' (the app's mark could not be drawn).
 */

export type ImageFailure = 'no-canvas' | 'no-logo' | 'no-png';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

function loadLogo(): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = '/icons/icon.svg';
  });
}

function paint(context: CanvasRenderingContext2D, op: DrawOp, logo: HTMLImageElement): void {
  switch (op.kind) {
    case 'rect':
      context.fillStyle = op.fill;
      context.fillRect(op.x, op.y, op.width, op.height);
      if (op.stroke) {
        context.strokeStyle = op.stroke;
        context.lineWidth = 1;
        context.strokeRect(op.x + 0.5, op.y + 0.5, op.width - 1, op.height - 1);
      }
      return;
    case 'text':
      context.fillStyle = op.colour;
      context.font = `${op.bold ? 'bold ' : ''}${op.size}px ${FONT}`;
      context.textAlign = op.align;
      context.textBaseline = 'middle';
      context.fillText(op.text, op.x, op.y);
      return;
    case 'logo':
      context.drawImage(logo, op.x, op.y, op.size, op.size);
      return;
    case 'line': {
      const [first, ...rest] = op.points;
      if (first === undefined) return;
      context.strokeStyle = op.colour;
      context.lineWidth = op.width;
      context.lineCap = 'round';
      context.lineJoin = 'round';
      context.beginPath();
      context.moveTo(first.x, first.y);
      // A one-point stroke is a dot: a line of no length with a round cap.
      for (const point of rest.length === 0 ? [first] : rest) context.lineTo(point.x, point.y);
      context.stroke();
      return;
    }
  }
}

export async function renderScorecardImage(drawing: Drawing): Promise<Result<Blob, ImageFailure>> {
  const canvas = document.createElement('canvas');
  canvas.width = drawing.width;
  canvas.height = drawing.height;
  const context = canvas.getContext('2d');
  if (!context) return fail('no-canvas', 'Failed to get canvas context');
  const logo = await loadLogo();
  if (!logo) return fail('no-logo', 'Failed to load SVG image');
  for (const op of drawing.ops) paint(context, op, logo);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return blob ? ok(blob) : fail('no-png', 'Failed to get canvas context');
}
