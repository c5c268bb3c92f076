import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import type { ServerConfig } from '../config.js';

/**
 * Security headers on every answer, CORS closed unless CORS_ORIGINS names the sites allowed.
 * The content security policy lets the PWA do what it does: load its own scripts and workers, talk to
 * this server (https and the /ws socket), Google sign-in (script, popup frame) and the reverse-geocoding
 * lookup (docs/product.md section 7), and show images from anywhere (map tiles, profile pictures).
 */
export function useSecurity(app: NestExpressApplication, config: ServerConfig): void {
  if (config.trustProxyHops > 0) app.set('trust proxy', config.trustProxyHops);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", "'wasm-unsafe-eval'", 'https://accounts.google.com'],
          styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
          connectSrc: [
            "'self'",
            'ws:',
            'wss:',
            'https://accounts.google.com',
            'https://nominatim.openstreetmap.org',
          ],
          frameSrc: ['https://accounts.google.com'],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          // The server also runs on plain http on a club's LAN (HOST=0.0.0.0): never force https there.
          upgradeInsecureRequests: null,
        },
      },
      // Google's sign-in popup talks back to the opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  if (config.corsOrigins.length > 0) {
    app.enableCors({
      origin: config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization', 'x-participant-token', 'x-expect-account'],
      maxAge: 600,
    });
  }
}
