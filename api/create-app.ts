import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { WsAdapter } from '@nestjs/platform-ws';
import { AppModule } from './app.module.js';
import type { ServerConfig } from './config.js';
import { serveWebApp } from './web-app/serve-web-app.js';

/** Builds the Nest application; main.ts listens, tests listen on a port of their own. */
export async function createApp(
  config: ServerConfig,
  options: { serveWeb: boolean },
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: ['error', 'warn', 'log'],
  });
  app.setGlobalPrefix('api');
  app.useWebSocketAdapter(new WsAdapter(app));
  app.enableShutdownHooks();
  if (options.serveWeb) serveWebApp(app, config.webDist);
  return app;
}
