import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

/** Device ids and backup ids are keys to someone's data: they stay out of the logs. */
function redacted(path: string): string {
  return path.replace(/^(\/api\/(?:backups\/backups?|admin\/backups)\/)[^/]+/, '$1:id');
}

/**
 * One structured line per API request (method, path, status, duration), so slow or failing calls can
 * be found in the logs. Only the path is logged, keys redacted: query strings may hold a recovery identifier.
 */
export function useRequestLog(app: NestExpressApplication): void {
  const logger = new Logger('Http');
  app.use('/api', (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = {
        method: req.method,
        path: redacted(req.baseUrl + req.path),
        status: res.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
      };
      if (res.statusCode >= 500) logger.error(entry);
      else logger.log(entry);
    });
    next();
  });
}
