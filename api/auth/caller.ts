import {
  applyDecorators,
  createParamDecorator,
  HttpException,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { CLOCK, type Clock } from '../clock.js';
import { AuthService, type Credentials, type VerifiedCaller } from './auth.service.js';
import { sessionValueFrom, setSessionCookie } from './session-cookie.js';

export type { VerifiedCaller };

/**
 * Who may call a route: anyone (a Bearer token sent anyway is still verified), a signed-in account, or
 * the admin account. The CallerGuard checks it on the server, whatever the browser shows, and @Caller()
 * hands the handler the verified caller: handlers never read the Authorization header themselves.
 */
export type CallerRule = 'anyone' | 'signed-in' | 'admin';

/**
 * What the guard found. On routes open to anyone a bad token is not refused by the guard but handed over
 * as `refused`: such a route may not need the token at all (a device's backup opens with its key alone,
 * a recovery code lists its backups), and where it does, the route's own 400s and 404s come first.
 */
export type Caller = VerifiedCaller | { kind: 'refused'; error: HttpException };

const CALLER_RULE = 'archery:caller-rule';
const callers = new WeakMap<Request, Caller>();

@Injectable()
export class CallerGuard implements CanActivate {
  constructor(
    private readonly auth: AuthService,
    private readonly reflector: Reflector,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<CallerRule | undefined>(CALLER_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    const request = context.switchToHttp().getRequest<Request>();
    const credentials: Credentials = {
      authorization: request.headers.authorization,
      session: sessionValueFrom(request.headers.cookie),
      expectAccount: request.headers['x-expect-account'] === 'true',
    };
    const caller = await this.caller(rule ?? 'anyone', credentials);
    callers.set(request, caller);
    // A session whose end moved on gets a cookie that lasts as long again.
    const session = caller.kind === 'signed-in' ? caller.user.session : null;
    if (caller.kind === 'signed-in' && session?.renewed) {
      const response = context.switchToHttp().getResponse<Response>();
      setSessionCookie(request, response, session.value, caller.user.expiresAt - this.clock.now());
    }
    return true;
  }

  private async caller(rule: CallerRule, credentials: Credentials): Promise<Caller> {
    switch (rule) {
      case 'anyone':
        try {
          return await this.auth.caller(credentials);
        } catch (error) {
          if (error instanceof HttpException) return { kind: 'refused', error };
          throw error;
        }
      case 'signed-in':
        return { kind: 'signed-in', user: await this.auth.requireUser(credentials) };
      case 'admin':
        return { kind: 'signed-in', user: await this.auth.requireAdmin(credentials) };
      default: {
        const unknown: never = rule;
        throw new Error(`Unknown caller rule ${String(unknown)}`);
      }
    }
  }
}

/**
 * Marks a route (or a whole controller) with who may call it and puts the CallerGuard on it. On a route,
 * write it above @RateLimit: guards run in the order they are listed, and a request is counted against
 * its rate limit before anyone looks at its token (api/auth/caller.test.ts holds every route to this).
 */
export function Callers(rule: CallerRule) {
  return applyDecorators(SetMetadata(CALLER_RULE, rule), UseGuards(CallerGuard));
}

/**
 * The caller the CallerGuard verified: `@Caller()` gives the Caller, `@Caller('user')` the signed-in
 * account of a 'signed-in' or 'admin' route.
 */
export const Caller = createParamDecorator((wanted: 'user' | undefined, context: ExecutionContext) => {
  const caller = callers.get(context.switchToHttp().getRequest<Request>());
  if (caller === undefined) throw new Error('@Caller() needs the route to be marked with @Callers(...)');
  if (wanted === undefined) return caller;
  if (caller.kind !== 'signed-in') throw new Error("@Caller('user') needs a 'signed-in' or 'admin' route");
  return caller.user;
});

/** The caller of a route open to anyone, once the route needs it: a refused token is thrown here. */
export function verified(caller: Caller): VerifiedCaller {
  if (caller.kind === 'refused') throw caller.error;
  return caller;
}
