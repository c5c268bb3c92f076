import { applyDecorators, UseGuards } from '@nestjs/common';
import { SkipThrottle, ThrottlerGuard, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type { RateLimits, ServerConfig } from '../config.js';

export type RateLimitName = Exclude<keyof RateLimits, 'windowSeconds'>;

const NAMES: readonly RateLimitName[] = ['create', 'join', 'lookup', 'backup', 'score'];

/** One named throttler per kind of request, per client address (the socket's, or X-Forwarded-For's with TRUST_PROXY_HOPS). */
export function throttlerOptions(config: ServerConfig): ThrottlerModuleOptions {
  return {
    throttlers: NAMES.map((name) => ({
      name,
      ttl: config.rateLimits.windowSeconds * 1000,
      limit: config.rateLimits[name],
    })),
    errorMessage: 'Too many requests: wait a minute and try again',
    // One budget per kind across its routes: guessing codes on GET and on join draws from the same one.
    generateKey: (_context, tracker, throttlerName) => `${throttlerName}:${tracker}`,
  };
}

/** Counts the route against one named limit only (the throttler guard would otherwise apply them all). */
export function RateLimit(name: RateLimitName) {
  const skipped = Object.fromEntries(NAMES.filter((other) => other !== name).map((other) => [other, true]));
  return applyDecorators(SkipThrottle(skipped), UseGuards(ThrottlerGuard));
}
