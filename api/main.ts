import { readConfig } from './config.js';
import { createApp } from './create-app.js';

const config = readConfig();
// In development Vite serves the web app and proxies /api and /ws here (SERVE_WEB=false).
const app = await createApp(config, { serveWeb: process.env.SERVE_WEB !== 'false' });
await app.listen(config.port, config.host);
console.log(`Archery Scores is listening on ${await app.getUrl()}`);
