import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

/**
 * Serves the built PWA from the same process as the API, so one port gives the whole product.
 * Client-side routes (/history/3, /you...) get index.html; /api, /ws and the static data under /data/ never do (the page /data itself is a route).
 */
export function serveWebApp(app: NestExpressApplication, webDist: string): void {
  const indexHtml = join(webDist, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`The web app is not built: ${indexHtml} is missing. Run "npm run build" first.`);
  }
  app.useStaticAssets(webDist, {
    index: false,
    // /data is both a folder of static data and a page: never redirect the page to the folder.
    redirect: false,
    setHeaders(res, path) {
      // Hashed assets never change; the service worker and the shell must always be revalidated.
      if (path.includes(`${join(webDist, 'assets')}`))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-cache');
    },
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    const isPageNavigation =
      req.method === 'GET' && !/^\/(api|ws)(\/|$)|^\/data\//.test(req.path) && !req.path.includes('.');
    if (!isPageNavigation) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
