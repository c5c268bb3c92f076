import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { ServerConfig } from '../config.js';
import type { ErrorAnswer } from '../../shared/live-shoots/types.js';

function megabytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * JSON bodies only, with two limits: backups may be large (BACKUP_MAX_BYTES), everything else is small
 * (JSON_MAX_BYTES). Parse failures never reach Nest, so they get the API's error body here.
 */
export function useBodyParsers(app: NestExpressApplication, config: ServerConfig): void {
  app.use('/api/backups/backup', express.json({ limit: config.backupMaxBytes, strict: true }));
  app.use(express.json({ limit: config.jsonMaxBytes, strict: true }));
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const failure = bodyFailure(error, req, config);
    if (!failure) return next(error);
    const body: ErrorAnswer = { success: false, error: failure.message };
    res.status(failure.status).json(body);
  });
}

function bodyFailure(
  error: unknown,
  req: Request,
  config: ServerConfig,
): { status: number; message: string } | null {
  if (typeof error !== 'object' || error === null || !('type' in error)) return null;
  const limit = req.path.startsWith('/api/backups/backup') ? config.backupMaxBytes : config.jsonMaxBytes;
  switch (error.type) {
    case 'entity.too.large':
      return { status: 413, message: `The request body is larger than the limit of ${megabytes(limit)}` };
    case 'entity.parse.failed':
      return { status: 400, message: 'The request body is not a valid JSON object' };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, message: 'The request body must be UTF-8 JSON' };
    case 'request.aborted':
      return { status: 400, message: 'The request body was cut short' };
    case 'request.size.invalid':
      return { status: 400, message: 'The request body length does not match Content-Length' };
    default:
      return { status: 400, message: 'The request body could not be read' };
  }
}
