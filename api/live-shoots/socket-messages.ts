import { readShootCode } from '../../shared/live-shoots/codes.js';
import type { ClientMessage } from '../../shared/live-shoots/types.js';
import { LIVE_SHOOT_ERRORS } from '../../shared/live-shoots/error-texts.js';

/** The one event name every frame is routed under; the gateway tells messages apart by their `type`. */
export const SOCKET_FRAME_EVENT = 'frame';

export type ParsedFrame = { ok: true; message: ClientMessage } | { ok: false; error: string };

type Frame = string | Buffer | ArrayBuffer | Buffer[];

function text(data: Frame): string {
  if (typeof data === 'string') return data;
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

/** Checks a decoded frame against the client message union (docs/product.md section 7: subscribe, unsubscribe). */
export function readClientMessage(value: unknown): ParsedFrame {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: LIVE_SHOOT_ERRORS.frameNotObject };
  }
  const { type, shootCode } = value as Record<string, unknown>;
  if (type !== 'subscribe' && type !== 'unsubscribe') {
    return { ok: false, error: LIVE_SHOOT_ERRORS.frameUnknownType };
  }
  const reading = typeof shootCode === 'string' ? readShootCode(shootCode) : null;
  if (!reading?.ok) return { ok: false, error: LIVE_SHOOT_ERRORS.frameBadShootCode };
  return { ok: true, message: { type, shootCode: reading.code } };
}

/**
 * The WsAdapter's parser. Nest's default would drop anything that is not `{ event, data }`; docs/product.md's
 * messages are `{ type, shootCode }`, and bad frames deserve an answer, so every frame is routed to the
 * gateway's one handler with the verdict attached.
 */
export function parseSocketFrame(data: Frame): { event: string; data: ParsedFrame } {
  let decoded: unknown;
  try {
    decoded = JSON.parse(text(data));
  } catch {
    return { event: SOCKET_FRAME_EVENT, data: { ok: false, error: LIVE_SHOOT_ERRORS.frameNotJson } };
  }
  return { event: SOCKET_FRAME_EVENT, data: readClientMessage(decoded) };
}
