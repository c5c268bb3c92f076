import {
  applyDecorators,
  createParamDecorator,
  HttpException,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AuthService, type VerifiedCaller } from './auth.service.js';

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
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<CallerRule | undefined>(CALLER_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    const request = context.switchToHttp().getRequest<Request>();
    callers.set(request, await this.caller(rule ?? 'anyone', request.headers.authorization));
    return true;
  }

  private async caller(rule: CallerRule, authorization: string | undefined): Promise<Caller> {
    switch (rule) {
      case 'anyone':
        try {
          return await this.auth.caller(authorization);
        } catch (error) {
          if (error instanceof HttpException) return { kind: 'refused', error };
          throw error;
        }
      case 'signed-in':
        return { kind: 'signed-in', user: await this.auth.requireUser(authorization) };
      case 'admin':
        return { kind: 'signed-in', user: await this.auth.requireAdmin(authorization) };
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
