import { ConfigError, readConfig, type ServerConfig } from './config.js';
import { createApp } from './create-app.js';

/** The settings, or an exit with one line naming the bad variable (a stack trace would only bury it). */
function configOrExit(): ServerConfig {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Archery Scores cannot start: ${error.message}`);
    process.exit(1);
  }
}

const config = configOrExit();
// In development Vite serves the web app and proxies /api and /ws here (SERVE_WEB=false).
const app = await createApp(config, { serveWeb: config.serveWeb });
await app.listen(config.port, config.host);
console.log(`Archery Scores is listening on ${await app.getUrl()}`);
