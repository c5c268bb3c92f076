import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  TEST_ACCOUNT_EMAIL_PATTERN,
  type AccountAnswer,
  type AppConfigAnswer,
  type SignedOutAnswer,
  type TestTokenAnswer,
} from '../../shared/account/types.js';
import { CLOCK, type Clock } from '../clock.js';
import { isLoopbackHost, SERVER_CONFIG, type ServerConfig } from '../config.js';
import { badRequest, forbidden, notFound, unauthorized } from '../http/api-error.js';
import { RateLimit } from '../http/rate-limits.js';
import { AuthService, type SignedInUser } from './auth.service.js';
import { Caller, Callers } from './caller.js';
import { clearSessionCookie, sessionValueFrom, setSessionCookie } from './session-cookie.js';
import { SessionService } from './session.service.js';

const MAX_NAME_LENGTH = 100;

function testTokenRequest(body: unknown): { email: string; name: string | null } {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const email = typeof record.email === 'string' ? record.email.trim() : '';
  if (!TEST_ACCOUNT_EMAIL_PATTERN.test(email)) throw badRequest('email must be an e-mail address');
  const name = record.name;
  if (name !== undefined && name !== null && (typeof name !== 'string' || name.length > MAX_NAME_LENGTH)) {
    throw badRequest(`name must be text of at most ${MAX_NAME_LENGTH} characters`);
  }
  return { email, name: typeof name === 'string' && name.trim() !== '' ? name.trim() : null };
}

/**
 * Sign-in settings for the app, the test-account issuer, sessions (sign in with an ID token once, then
 * the cookie; sign out here or everywhere), and "who am I".
 */
@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
  ) {}

  @Get('config')
  @ApiOperation({ summary: 'What sign-in the app may offer (read at run time, not built in)' })
  appConfig(): AppConfigAnswer {
    return {
      success: true,
      googleClientId: this.config.auth.googleClientId ?? null,
      testAccounts: this.config.auth.testAccounts,
    };
  }

  @Post('auth/test-token')
  @HttpCode(200)
  @RateLimit('lookup')
  @ApiOperation({ summary: 'TEST_ACCOUNTS=true only: an ID token for any e-mail, from loopback callers' })
  async testToken(@Req() request: Request, @Body() body: unknown): Promise<TestTokenAnswer> {
    if (!this.config.auth.testAccounts) throw notFound('Test accounts are off on this server');
    const { email, name } = testTokenRequest(body);
    // The start-up check keeps the server on loopback; this one holds even behind a local proxy.
    if (!isLoopbackHost(request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '')) {
      throw forbidden('Test accounts are only signed for this machine');
    }
    return { success: true, idToken: await this.auth.testAccountToken(email, name) };
  }

  @Post('auth/session')
  @HttpCode(200)
  @RateLimit('lookup')
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Sign in: the Bearer ID token is verified once, and an HttpOnly session cookie stands for it after',
  })
  async signIn(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AccountAnswer> {
    const authorization = request.headers.authorization;
    if (authorization === undefined || authorization === '') {
      throw unauthorized('Sign in first: send your Google ID token as "Authorization: Bearer <token>"');
    }
    const user = await this.auth.verifyIdToken(authorization);
    // The ID token is dropped here: the server keeps only the session's hash and who it is for.
    const session = await this.sessions.issue(user);
    setSessionCookie(request, response, session.value, session.expiresAt - this.clock.now());
    return {
      success: true,
      account: { email: user.email, name: user.name, expiresAt: session.expiresAt, isAdmin: user.isAdmin },
    };
  }

  @Delete('auth/session')
  @HttpCode(200)
  @RateLimit('lookup')
  @ApiCookieAuth()
  @ApiOperation({
    summary: 'Sign out this device: its session is ended on the server and its cookie cleared',
  })
  async signOut(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SignedOutAnswer> {
    // Signing out is always allowed and always ends signed out: an ended or unknown session already is.
    const value = sessionValueFrom(request.headers.cookie);
    if (value !== undefined) await this.sessions.revoke(value);
    clearSessionCookie(request, response);
    return { success: true, sessionsEnded: value === undefined ? 0 : 1 };
  }

  @Post('auth/sign-out-everywhere')
  @HttpCode(200)
  @Callers('signed-in')
  @RateLimit('lookup')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Ends every session of the account, on every device' })
  async signOutEverywhere(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Caller('user') user: SignedInUser,
  ): Promise<SignedOutAnswer> {
    const sessionsEnded = await this.sessions.revokeAll(user.id);
    clearSessionCookie(request, response);
    return { success: true, sessionsEnded };
  }

  @Get('auth/me')
  @Callers('signed-in')
  @RateLimit('lookup')
  @ApiBearerAuth()
  @ApiCookieAuth()
  @ApiOperation({
    summary: 'The account behind the session cookie or Bearer token, checked like every other call',
  })
  me(@Caller('user') user: SignedInUser): AccountAnswer {
    return {
      success: true,
      account: { email: user.email, name: user.name, expiresAt: user.expiresAt, isAdmin: user.isAdmin },
    };
  }
}
