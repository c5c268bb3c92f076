import { fail, ok, type Result } from '../../../shared/core/result.js';
import { NAME_TAKEN_PHRASE } from '../../../shared/live-shoots/error-texts.js';
import {
  PARTICIPANT_TOKEN_HEADER,
  type CreateShootAnswer,
  type JoinShootAnswer,
  type JoinShootRequest,
  type LiveShoot,
  type ScoreUpdateRequest,
  type ShootAnswer,
} from '../../../shared/live-shoots/types.js';

/**
 * The live-shoot calls of docs/product.md section 7. Every answer is data: a `LiveFailure` says why in the words of
 * docs/product.md section 8 ('Network error: Unable to connect to server', 'HTTP error! status: N', 'Failed to join
 * shoot - shoot not found'...) with the server's own explanation after it when it gave one.
 */

export type LiveFailureReason =
  /** The server could not be reached: worth trying again later. */
  | 'network'
  /** The server is there but failing or busy (5xx, 429): worth trying again later. */
  | 'unavailable'
  | 'not-found'
  /** The name is already taken in this shoot (409 on join). */
  | 'name-taken'
  /** The score is locked or the token is not this archer's: trying again will not help. */
  | 'refused';

export type LiveResult<T> = Result<T, LiveFailureReason>;

interface ErrorBody {
  error?: unknown;
}

async function call<T>(path: string, init: RequestInit, failedTo: string): Promise<LiveResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...(init.headers ?? {}) },
    });
  } catch {
    return fail('network', 'Network error: Unable to connect to server');
  }
  const body = (await response.json().catch(() => null)) as (ErrorBody & T) | null;
  if (response.ok && body !== null) return ok(body);
  const said = typeof body?.error === 'string' ? body.error : null;
  const status = `HTTP error! status: ${response.status}`;
  if (response.status === 404) {
    return fail('not-found', `${failedTo} - shoot not found`);
  }
  if (response.status === 409 && said !== null && said.includes(NAME_TAKEN_PHRASE)) {
    return fail('name-taken', said);
  }
  if (response.status === 503) return fail('unavailable', 'Shoot service not available');
  if (response.status >= 500 || response.status === 429) {
    return fail('unavailable', `${failedTo}: ${said ?? status}`);
  }
  return fail('refused', `${failedTo}: ${said ?? status}`);
}

function tokenHeader(token: string): Record<string, string> {
  return { [PARTICIPANT_TOKEN_HEADER]: token };
}

function shootPath(code: string): string {
  return `/api/shoots/${encodeURIComponent(code)}`;
}

export async function createLiveShoot(creatorName: string, title: string): Promise<LiveResult<LiveShoot>> {
  const answer = await call<CreateShootAnswer>(
    '/api/shoots',
    {
      method: 'POST',
      body: JSON.stringify({ creatorName, ...(title.trim() === '' ? {} : { title: title.trim() }) }),
    },
    'Failed to create shoot',
  );
  return answer.ok ? ok(answer.value.shoot) : answer;
}

/** Joins a shoot; `token` joins again under a name this device already holds (the server checks it). */
export async function joinLiveShoot(
  code: string,
  request: JoinShootRequest,
  token?: string,
): Promise<LiveResult<JoinShootAnswer>> {
  return call<JoinShootAnswer>(
    `${shootPath(code)}/join`,
    {
      method: 'POST',
      body: JSON.stringify(request),
      ...(token === undefined ? {} : { headers: tokenHeader(token) }),
    },
    'Failed to join shoot',
  );
}

export async function readLiveShoot(code: string): Promise<LiveResult<LiveShoot>> {
  const answer = await call<ShootAnswer>(shootPath(code), { method: 'GET' }, 'Failed to get shoot');
  return answer.ok ? ok(answer.value.shoot) : answer;
}

export async function sendLiveScore(
  code: string,
  token: string,
  update: ScoreUpdateRequest,
  finishing: boolean,
  signal?: AbortSignal,
): Promise<LiveResult<LiveShoot>> {
  const answer = await call<ShootAnswer>(
    `${shootPath(code)}/${finishing ? 'finish' : 'score'}`,
    {
      method: 'PUT',
      headers: tokenHeader(token),
      body: JSON.stringify(update),
      ...(signal ? { signal } : {}),
    },
    finishing ? 'Failed to finish shoot' : 'Failed to update score',
  );
  return answer.ok ? ok(answer.value.shoot) : answer;
}

export async function leaveLiveShoot(
  code: string,
  archerName: string,
  token: string,
): Promise<LiveResult<true>> {
  const answer = await call<{ success: true }>(
    `${shootPath(code)}/archer/${encodeURIComponent(archerName)}`,
    { method: 'DELETE', headers: tokenHeader(token) },
    'Failed to leave shoot',
  );
  return answer.ok ? ok(true) : answer;
}

/** The socket address for this page: wss on https (docs/product.md section 7). */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}
