import type { Request, Response } from 'express';
import { isLoopbackHost } from '../config.js';

/** The cookie that carries a signed-in device's session value. */
export const SESSION_COOKIE = 'archery_session';

/** What a session value looks like: 32 random bytes in base64url. Anything else is refused unread. */
export const SESSION_VALUE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The session cookie's value from a Cookie header, or undefined when there is none. A malformed value
 * is handed back as it is, so the caller refuses it with a 401 rather than treating the request as
 * anonymous.
 */
export function sessionValueFrom(cookieHeader: string | undefined): string | undefined {
  if (cookieHeader === undefined) return undefined;
  for (const part of cookieHeader.split(';')) {
    const equals = part.indexOf('=');
    if (equals < 0) continue;
    if (part.slice(0, equals).trim() !== SESSION_COOKIE) continue;
    return part.slice(equals + 1).trim();
  }
  return undefined;
}

/**
 * Secure everywhere but loopback: a browser never sends it over plain http to a real host, while
 * http://127.0.0.1 and http://localhost (development and the tests) still work. Judged by the name the
 * browser asked for, so a server on loopback behind an https proxy still sets Secure.
 */
function secure(request: Request): boolean {
  const host = request.hostname;
  return !isLoopbackHost(host);
}

/**
 * HttpOnly keeps the value out of page script (an injected script cannot read or send it elsewhere);
 * SameSite=Strict keeps other sites from making the browser send it (no cross-site request forgery);
 * Path=/api sends it only to the API.
 */
export function setSessionCookie(
  request: Request,
  response: Response,
  value: string,
  maxAgeMs: number,
): void {
  response.cookie(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secure(request),
    path: '/api',
    maxAge: Math.max(0, maxAgeMs),
  });
}

export function clearSessionCookie(request: Request, response: Response): void {
  response.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secure(request),
    path: '/api',
  });
}
