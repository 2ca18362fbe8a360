import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';

/**
 * One server instance for the multi-instance page tests: the real app and configuration
 * (DATABASE_URL, DATA_DIR from the environment) with the storefront build (apps/web/build, or
 * WEB_BUILD_DIR: npm run build first), on a port of its own choosing, which it prints as `listening <port>`. SIGTERM
 * closes it as server.ts does.
 */
const config = { ...loadConfig({ ...process.env, PORT: '1' }), port: 0 };
const app = await buildApp(config);
process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${(app.server.address() as AddressInfo).port}\n`);
