import 'reflect-metadata';
import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { WsAdapter } from '@nestjs/platform-ws';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import { systemClock, type Clock } from './clock.js';
import type { ServerConfig } from './config.js';
import { useBodyParsers } from './http/body-parsers.js';
import { ErrorBodyFilter } from './http/error-body.filter.js';
import { useRequestLog } from './http/request-log.js';
import { useSecurity } from './http/security.js';
import { ApiValidationPipe } from './http/validation.js';
import { parseSocketFrame } from './live-shoots/socket-messages.js';
import { serveWebApp } from './web-app/serve-web-app.js';

const LEVELS: Record<ServerConfig['logLevel'], LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  log: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

export interface CreateAppOptions {
  serveWeb: boolean;
  /** Source of time; tests pass a clock they move by hand. */
  clock?: Clock;
}

/** Builds the Nest application; main.ts listens, tests listen on a port of their own. */
export async function createApp(
  config: ServerConfig,
  options: CreateAppOptions,
): Promise<NestExpressApplication> {
  const logger = new ConsoleLogger({
    json: config.logFormat === 'json',
    colors: config.logFormat === 'text',
    logLevels: LEVELS[config.logLevel],
  });
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, options.clock ?? systemClock),
    // Our own JSON parsers carry the per-route size limits; open keep-alive sockets must not hold up
    // a graceful shutdown.
    { logger, bodyParser: false, forceCloseConnections: true },
  );
  app.setGlobalPrefix('api');
  useSecurity(app, config);
  useRequestLog(app);
  useBodyParsers(app, config);
  app.useGlobalPipes(new ApiValidationPipe());
  app.useGlobalFilters(new ErrorBodyFilter());
  app.useWebSocketAdapter(new WsAdapter(app, { messageParser: parseSocketFrame }));
  app.enableShutdownHooks();

  const openApi = new DocumentBuilder()
    .setTitle('Archery Scores API')
    .setDescription(
      'Live shoots (REST and the /ws socket), backups, admin. Errors are { success: false, error }.',
    )
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'Google ID token' })
    .addCookieAuth('archery_session')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'x-participant-token' }, 'participant-token')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi));

  if (options.serveWeb) serveWebApp(app, config.webDist);
  return app;
}
