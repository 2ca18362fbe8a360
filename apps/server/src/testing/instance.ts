import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

/**
 * One server instance for the multi-instance tests (`instances.ts`): the real app and
 * configuration (DATABASE_URL, DATA_DIR from the environment), with the storefront build when
 * WITH_PAGES=1 (apps/web/build, or WEB_BUILD_DIR: npm run build first) and without it otherwise,
 * on a port of its own choosing, which it prints as `listening <port>`. SIGTERM closes it as
 * server.ts does.
 */
const loaded = loadConfig({ ...process.env, PORT: '1' });
const config = {
  ...loaded,
  webBuildDir: process.env.WITH_PAGES === '1' ? loaded.webBuildDir : null,
  port: 0,
};
const app = await buildApp(config);
process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${(app.server.address() as AddressInfo).port}\n`);
