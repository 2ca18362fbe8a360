import { setFlagsFromString } from 'node:v8';
import { DatabaseUnavailableError, describeUrl } from '@apteek/db';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { requireListenHost } from './listen-host.ts';
import { mailboxToken } from './modules/mail/index.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * After a full collection V8 lets the old generation grow to the live heap times a factor it picks
 * between 1.1 and 4 from how fast it collects; under a soak of pages and searches it picked about 4,
 * so about 80 MB live kept 320 MB committed. At 1.5 it collects sooner and commits about 140 MB
 * (docs/PERFORMANCE.md, "The heap's growing factor"). Node refuses the flag in NODE_OPTIONS, so it
 * is set here, for every way the server is started, unless its command line gives another.
 */
if (!process.execArgv.some((arg) => arg.startsWith('--heap-growing-percent')))
  setFlagsFromString('--heap-growing-percent=50');

async function main(): Promise<void> {
  const config = loadConfig();
  await requireListenHost(config.host);
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // In-flight requests finish, then the database closes (onClose hook); a stuck request does not hold us forever.
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    // Keep-alive sockets that finish their last request afterwards would hold close() open for the
    // keep-alive timeout; close each as soon as it goes idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100).unref();
    app.close().then(
      () => {
        clearTimeout(force);
        clearInterval(sweep);
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  // The local mailbox opens from another machine only with the installation's token, printed here once.
  const mailbox = config.localMailbox
    ? `; local mailbox: http://localhost:${config.port}/mailbox?token=${await mailboxToken(app.db)}`
    : '';
  app.log.info(
    `Apteek is serving on http://localhost:${config.port} (${describeDatabase(config)})${mailbox}`,
  );
}

function describeDatabase(config: Config): string {
  return config.database.engine === 'postgres'
    ? `PostgreSQL at ${describeUrl(config.database.url)}`
    : `embedded PostgreSQL in ${config.database.dataDir}`;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    console.error(`apteek: ${error.message}`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`apteek: port ${process.env.PORT ?? 3000} is already in use; set PORT to another port`);
  } else {
    console.error('apteek: start-up failed', error);
  }
  process.exit(1);
});
