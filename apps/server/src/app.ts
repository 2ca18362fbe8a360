import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '@apteek/db';
import { DomainError, type StorefrontServices } from '@apteek/domain';
import { seedCatalogue } from '@apteek/db/seed';
import type { Config } from './config.ts';
import {
  catalogPaths,
  catalogRoutes,
  createCatalogContext,
  type CatalogContext,
} from './modules/catalog/index.ts';
import { campaignPaths, campaignRoutes } from './modules/campaign/index.ts';
import { cartPaths, cartRoutes } from './modules/cart/index.ts';
import { docsRoutes } from './modules/docs/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { localePaths, localeRoutes } from './modules/locale/index.ts';
import { maksekeskusRoutes, maksekeskusVerifier } from './modules/maksekeskus/index.ts';
import { mediaPaths, mediaRoutes } from './modules/media/index.ts';
import { createOrders, orderPaths, orderRoutes, type Orders } from './modules/order/index.ts';
import { parcelMachineRoutes } from './modules/parcel-machines/index.ts';
import { paymentRoutes, paymentSetup, type PaymentSetup } from './modules/payment/index.ts';
import { paytrailRoutes, paytrailVerifier } from './modules/paytrail/index.ts';
import { sandboxRoutes } from './modules/sandbox/index.ts';
import { pricingPaths, pricingRoutes } from './modules/pricing/index.ts';
import { stockPaths, stockRoutes } from './modules/stock/index.ts';
import { createMailer, type Mailer } from './modules/mail/index.ts';
import { authPlugin, userPaths, userRoutes } from './modules/user/index.ts';
import { storefrontServices } from './modules/storefront/index.ts';
import { clockPlugin } from './plugins/clock.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { webPlugin } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's metadata, search cache and group check, shared by /api and the storefront. */
    catalog: CatalogContext;
    /** What the storefront's loaders call in-process (DESIGN §3). */
    storefront: StorefrontServices;
  }
}

export interface AppOptions {
  /** The calendar day prices are computed for; the shops' own day unless a test fixes it. */
  today?: () => string;
}

/** Builds the whole storefront process: database ready, API under /api, media, then the web app. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const database = await openReadyDatabase(config);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.personalCode'],
    },
    // Per-request lines only when debugging; errors are always logged by the error handler.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  });
  await app.register(databasePlugin, { database });
  await app.register(clockPlugin, { today: options.today });
  await app.register(errorHandlerPlugin);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(authPlugin);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, 'outbox') });
  const payments = paymentSetup(config.payments);
  app.decorate(
    'catalog',
    createCatalogContext(app.db, () => app.today()),
  );
  app.decorate('storefront', storefrontServices({ catalog: app.catalog, log: app.log }));
  const orders = createOrders({ db: app.db, catalog: app.catalog, users: app.users, mailer, log: app.log });
  await app.register(apiRoutes(config, { mailer, payments, orders }), { prefix: '/api' });
  await app.register(sandboxRoutes, { setup: payments, prefix: '/sandbox' });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
  });

  if (config.webBuildDir) {
    await app.register(webPlugin, {
      buildDir: config.webBuildDir,
      loadContext: {
        storefront: app.storefront,
        hasLocalMailbox: config.smtpUrl === null,
        isPaymentSandbox: payments.maksekeskus.sandbox || payments.paytrail.sandbox,
      },
    });
  }
  return app;
}

/** The database migrated and, when configured, seeded; closed again when that fails. */
async function openReadyDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    if (config.seed) await seedCatalogue(database.db, { mediaDir: config.mediaDir });
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

interface ApiParts {
  mailer: Mailer;
  payments: PaymentSetup;
  orders: Orders;
}

/** Every module's routes under /api, registered here and nowhere else. */
function apiRoutes(config: Config, { mailer, payments, orders }: ApiParts) {
  return async (api: FastifyInstance) => {
    await api.register(healthRoutes);
    await api.register(catalogRoutes, { catalog: api.catalog });
    await api.register(stockRoutes);
    await api.register(campaignRoutes);
    await api.register(pricingRoutes);
    await api.register(cartRoutes, { catalog: api.catalog });
    await api.register(userRoutes, { mailer });
    await api.register(orderRoutes, {
      orders,
      verifiers: { maksekeskus: maksekeskusVerifier(payments), paytrail: paytrailVerifier(payments) },
      unpaidOrderTtlMinutes: config.unpaidOrderTtlMinutes,
    });
    await api.register(parcelMachineRoutes);
    await api.register(paymentRoutes, { setup: payments });
    await api.register(maksekeskusRoutes, { setup: payments, orders: orders.payable });
    await api.register(paytrailRoutes, { setup: payments, orders: orders.payable });
    await api.register(mediaRoutes, { mediaDir: config.mediaDir });
    await api.register(localeRoutes);
    await api.register(docsRoutes, {
      paths: [
        catalogPaths,
        pricingPaths,
        stockPaths,
        campaignPaths,
        mediaPaths,
        cartPaths,
        userPaths,
        localePaths,
        orderPaths,
      ],
    });
    api.all('/*', () => {
      throw new DomainError('not_found');
    });
  };
}
