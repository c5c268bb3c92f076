import { Body, Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  TEST_ACCOUNT_EMAIL_PATTERN,
  type AccountAnswer,
  type AppConfigAnswer,
  type TestTokenAnswer,
} from '../../shared/account/types.js';
import { isLoopbackHost, SERVER_CONFIG, type ServerConfig } from '../config.js';
import { badRequest, forbidden, notFound } from '../http/api-error.js';
import { RateLimit } from '../http/rate-limits.js';
import { AuthService, type SignedInUser } from './auth.service.js';
import { Caller, Callers } from './caller.js';

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

/** Sign-in settings for the app, the test-account issuer, and "who am I" for a Bearer token. */
@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    @Inject(SERVER_CONFIG) private readonly config: ServerConfig,
    private readonly auth: AuthService,
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

  @Get('auth/me')
  @Callers('signed-in')
  @RateLimit('lookup')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The account behind the Bearer token, verified like every other call' })
  me(@Caller('user') user: SignedInUser): AccountAnswer {
    return {
      success: true,
      account: { email: user.email, name: user.name, expiresAt: user.expiresAt, isAdmin: user.isAdmin },
    };
  }
}
