import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '@apteek/db';
import { DomainError, type LayoutConfig, type StorefrontServices } from '@apteek/domain';
import { seedCatalogue } from '@apteek/db/seed';
import type { Config } from './config.ts';
import { API_PATHS } from './api-paths.ts';
import { catalogRoutes, createCatalogContext, type CatalogContext } from './modules/catalog/index.ts';
import { campaignRoutes } from './modules/campaign/index.ts';
import { cartRoutes, cartService, type CartService } from './modules/cart/index.ts';
import { chatRoutes } from './modules/chat/index.ts';
import { dataRightsRoutes } from './modules/data-rights/index.ts';
import { docsRoutes } from './modules/docs/index.ts';
import { DEFAULT_FEED_MAX_BYTES, feedImageStore, feedRoutes } from './modules/feeds/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { localeRoutes } from './modules/locale/index.ts';
import { maksekeskusRoutes, maksekeskusVerifier } from './modules/maksekeskus/index.ts';
import { mediaRoutes, registerMediaFiles } from './modules/media/index.ts';
import { newsletterRoutes } from './modules/newsletter/index.ts';
import { reviewRoutes, reviewStorefront } from './modules/reviews/index.ts';
import { orderRoutes, type Orders, type ShipmentPort } from './modules/order/index.ts';
import { parcelMachineRoutes } from './modules/parcel-machines/index.ts';
import { paymentRoutes, paymentSetup, type PaymentSetup, type Refunder } from './modules/payment/index.ts';
import { paytrailRoutes, paytrailVerifier } from './modules/paytrail/index.ts';
import { offerCallbacks, prescriptionRoutes } from './modules/prescription/index.ts';
import { compensationCallbacks, compensationRoutes } from './modules/compensation/index.ts';
import { openingHoursRoutes } from './modules/opening-hours/index.ts';
import { hubLoad, notificationRoutes, realtimeHub } from './modules/realtime/index.ts';
import { smartIdRoutes } from './modules/identity/smart-id/index.ts';
import { mobileIdRoutes } from './modules/identity/mobile-id/index.ts';
import { dummyLoginRoutes, identityAccounts } from './modules/identity/index.ts';
import { idCardLogin } from './modules/identity/id-card/index.ts';
import { eidentRoutes } from './modules/identity/eident/index.ts';
import { pricingRoutes } from './modules/pricing/index.ts';
import { stockRoutes } from './modules/stock/index.ts';
import { isPharmacistOnDuty, staffRoutes } from './modules/staff/index.ts';
import { createMailer, mailRoutes, type Mailer } from './modules/mail/index.ts';
import { authPlugin, userRoutes } from './modules/user/index.ts';
import { wishlistRoutes } from './modules/wishlist/index.ts';
import { loyaltyRoutes } from './modules/loyalty/index.ts';
import { ePrescriptionClient } from './providers/e-prescription/index.ts';
import { registerSandboxes } from './providers/sandboxes.ts';
import type { SandboxTiming } from './providers/smart-id/index.ts';
import { shopOrders } from './shop-orders.ts';
import {
  CATALOGUE_CHANGED_CHANNEL,
  catalogueChangeHandler,
  pageCache,
  storefrontServices,
  type PageCache,
  type StorefrontContext,
} from './modules/storefront/index.ts';
import { appendingLogFile } from './lib/log-file.ts';
import { cachePolicyPlugin } from './plugins/cache-policy.ts';
import { clockPlugin } from './plugins/clock.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler.ts';
import { logSafeError, logSafeRequest, REDACTED_LOG_PATHS } from './plugins/log-safety.ts';
import { requestLimitsPlugin } from './plugins/request-limits.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { apiUrlWithoutStore } from './plugins/store-path.ts';
import { inputTextPlugin } from './plugins/validation.ts';
import { renderedPages, type RenderedPages } from './plugins/rendered-pages.ts';
import { webPlugin } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's metadata, search cache and group check, shared by /api and the storefront. */
    catalog: CatalogContext;
    /** What the storefront's loaders call in-process. */
    storefront: StorefrontServices;
    /** The pages' cached catalogue answers (the web app's loaders read through it). */
    pageCache: PageCache;
    /** Catalogue pages kept as rendered, dropped with the page data (plugins/rendered-pages.ts). */
    renderedPages: RenderedPages;
  }
}

// Pages and API answers are compressed per request: Brotli at quality 3 (the plugin's default 4)
// costs less CPU per page for a few per cent more bytes; scripts and stylesheets are sent
// precompressed at quality 11 (apps/web/vite.config.ts).
const COMPRESSION = {
  global: true,
  threshold: 1024,
  brotliOptions: {
    params: {
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_QUALITY]: 3,
    },
  },
};

/**
 * Page data kept in memory at most (JSON bytes), and at most this long without a change announced.
 * The two budgets are a good part of the server's memory (it stays under 400 MB through a soak,
 * docs/PERFORMANCE.md "Memory within 400 MB"); a page evicted is rendered again from its data.
 */
const PAGE_CACHE_BYTES = 16 * 1024 * 1024;
const PAGE_CACHE_TTL_MS = 10 * 60_000;
/** Rendered pages kept at most (their Brotli and gzip forms together: about 27 KB a product page, 44 KB a category). */
const RENDERED_PAGES_BYTES = 16 * 1024 * 1024;

export interface AppOptions {
  /** The calendar day prices are computed for; the shops' own day unless a test fixes it. */
  today?: () => string;
  /** The current instant (opening hours, compensation validity); the real time unless a test fixes it. */
  now?: () => Date;
  /** The outbox worker runs unless false: tests stop it to play a process that died before sending. */
  mailWorker?: boolean;
  /** How often the prescription sandbox looks for offer requests that waited too long; tests shorten it. */
  offerFallbackSweepMs?: number;
  /**
   * How soon a Smart-ID or Mobile-ID demo person's scripted outcome (refused, timed out…) arrives in
   * the identity sandboxes: 1.5 s as SK's demo service, unless a test shortens it.
   */
  identitySandboxTiming?: SandboxTiming;
  /** Where log lines go instead of stdout: tests read them. */
  logStream?: { write(line: string): void };
  /** The carriers a packed order is handed over to; tests give a fake. */
  shipments?: ShipmentPort;
  /** Wraps the refunds through the payment providers; tests make a provider refuse or fail. */
  refunds?: (providers: Refunder) => Refunder;
}

/** Builds the whole storefront process: database ready, API under /api, media, then the web app. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const database = await openReadyDatabase(config);
  const app = Fastify({
    // No personal data, secrets or query parameters in any line (plugins/log-safety.ts).
    logger: {
      level: config.logLevel,
      redact: REDACTED_LOG_PATHS,
      serializers: { err: logSafeError, error: logSafeError, req: logSafeRequest },
      ...logDestination(config, options),
    },
    // Per-request lines only when debugging; errors are always logged by the error handler.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    trustProxy: config.trustProxy ?? false,
    rewriteUrl: (request) => apiUrlWithoutStore(request.url ?? '/'),
    frameworkErrors: frameworkErrorHandler,
    // Loading the web app's server build can take longer than Fastify's 10 s default on a loaded
    // machine, and a start-up that gives up there leaves no shop at all.
    pluginTimeout: 120_000,
  });
  await app.register(databasePlugin, { database });
  await app.register(clockPlugin, { today: options.today, now: options.now });
  await app.register(requestLimitsPlugin, { policies: config.requestLimits });
  await app.register(errorHandlerPlugin);
  await app.register(inputTextPlugin);
  await app.register(compress, COMPRESSION);
  await app.register(authPlugin);
  const mailer = createMailer({
    db: app.db,
    smtpUrl: config.smtpUrl,
    outboxDir: join(config.dataDir, 'outbox'),
    log: app.log,
    worker: options.mailWorker ?? true,
  });
  const payments = await paymentSetup(config.payments, app.db);
  await app.register(securityHeadersPlugin, { payments, analyticsTagId: config.analyticsTagId ?? null });
  await app.register(cachePolicyPlugin);
  app.decorate(
    'catalog',
    createCatalogContext(app.db, () => app.today()),
  );
  app.decorate('storefront', storefrontOf(app, layoutConfigOf(config)));
  await decoratePageCache(app);
  const orders = shopOrders(app, { config, mailer, payments }, options);
  const hub = hubLoad(config.realtimeLimits);
  await app.register(apiRoutes(config, { mailer, payments, orders, hub }), { prefix: '/api' });
  // The realtime hub's WebSockets at /cb, fed through LISTEN/NOTIFY from any instance.
  await app.register(realtimeHub, { carts: cartService(app.catalog), load: hub });
  await registerSandboxes(app, {
    config,
    payments,
    offerFallbackSweepMs: options.offerFallbackSweepMs,
    identitySandboxTiming: options.identitySandboxTiming,
  });
  // GET /cert/user/idlogin behind the TLS-terminating proxy.
  await app.register(idCardLogin, {
    settings: config.idCard ?? null,
    sandbox: config.identitySandbox ?? true,
    trustProxy: config.trustProxy ?? false,
    storefrontOrigin: config.payments?.publicUrl ? new URL(config.payments.publicUrl).origin : null,
  });
  await registerMediaFiles(app, config.mediaDir);

  const isPaymentSandbox = payments.maksekeskus.sandbox || payments.paytrail.sandbox;
  if (config.webBuildDir) await registerPages(app, config, config.webBuildDir, isPaymentSandbox);
  return app;
}

/** Where log lines go: the test's stream, LOG_FILE, or stdout. */
function logDestination(config: Config, options: AppOptions): { stream?: AppOptions['logStream'] } {
  if (options.logStream) return { stream: options.logStream };
  return config.logFile ? { stream: appendingLogFile(config.logFile) } : {};
}

/** The storefront's server-rendered pages, read through the page cache and kept as rendered. */
async function registerPages(
  app: FastifyInstance,
  config: Config,
  buildDir: string,
  isPaymentSandbox: boolean,
): Promise<void> {
  await app.register(webPlugin, {
    buildDir,
    renderedPages: app.renderedPages,
    loadContext: {
      storefront: app.pageCache.services,
      hasLocalMailbox: config.localMailbox ?? false,
      isPaymentSandbox,
      identity: {
        sandbox: config.identitySandbox ?? true,
        idCardSandbox: (config.identitySandbox ?? true) && !config.idCard?.caBundle,
        idCardLoginUrl: config.idCardLoginUrl ?? '/cert/user/idlogin',
        checkSessionTimeoutMs: config.checkSessionTimeoutMs ?? null,
      },
    },
  });
}

/**
 * Pages read the catalogue through a cache that every instance empties when the catalogue's tables
 * change (their triggers NOTIFY), and so does the search's; /api and the tests call the services directly.
 */
async function decoratePageCache(app: FastifyInstance): Promise<void> {
  app.decorate(
    'pageCache',
    pageCache(app.storefront, {
      today: () => app.today(),
      maxBytes: PAGE_CACHE_BYTES,
      ttlMs: PAGE_CACHE_TTL_MS,
    }),
  );
  app.decorate(
    'renderedPages',
    renderedPages({
      today: () => app.today(),
      maxBytes: RENDERED_PAGES_BYTES,
      ttlMs: PAGE_CACHE_TTL_MS,
    }),
  );
  // The rendered pages and the search's own caches (answers, results, a term's matches) are
  // dropped with the page data: a product's change drops its pages and the lists, others stay.
  const onChange = catalogueChangeHandler(app.db, [app.pageCache, app.renderedPages, app.catalog], (err) =>
    app.log.warn({ err }, 'the pages of changed products could not be looked up'),
  );
  const stopListening = await app.database.listen(CATALOGUE_CHANGED_CHANNEL, onChange);
  app.addHook('onClose', async () => {
    await stopListening();
  });
}

/** The public slice of the store configuration every page hands the browser. */
function layoutConfigOf(config: Config): LayoutConfig {
  return {
    cartCountBy: 'quantity',
    analyticsTagId: config.analyticsTagId ?? null,
    sendQueuedOrdersAutomatically: config.sendQueuedOrdersAutomatically ?? true,
  };
}

/** What the storefront's loaders call in-process, the reviews' slice included. */
function storefrontOf(
  app: FastifyInstance,
  layoutConfig: StorefrontContext['layoutConfig'],
): StorefrontServices {
  return {
    ...storefrontServices({ catalog: app.catalog, log: app.log, layoutConfig }),
    ...reviewStorefront(app.db, () => app.now().getTime()),
  };
}

/** The database migrated and, when configured, seeded; closed again when that fails. */
async function openReadyDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    // Seeding may run statements longer than the serving time-outs allow.
    if (config.seed) await database.maintenance((db) => seedCatalogue(db, { mediaDir: config.mediaDir }));
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
  /** The realtime hub's socket counts, which /api/health reports. */
  hub: ReturnType<typeof hubLoad>;
}

/**
 * The prescription centre, compensation and opening hours, and the prescription service's
 * callback, whose receivers keep the offers and compensations it announces.
 */
async function registerPrescriptionApi(api: FastifyInstance, config: Config, carts: CartService) {
  const prescriptions = ePrescriptionClient(api, config.prescriptionService ?? null);
  const cartLines = (cartId: string) => carts.prescriptionLines(cartId);
  await api.register(openingHoursRoutes);
  await api.register(compensationRoutes, { client: prescriptions, cartLines });
  await api.register(prescriptionRoutes, { client: prescriptions });
  await api.register(notificationRoutes, {
    configuredKey: config.prescriptionEventsKey ?? null,
    receivers: [
      offerCallbacks({ db: api.db, client: prescriptions }),
      compensationCallbacks({ db: api.db, client: prescriptions, now: () => api.now(), cartLines }),
    ],
  });
}

/** Every module's routes under /api, registered here and nowhere else. */
function apiRoutes(config: Config, { mailer, payments, orders, hub }: ApiParts) {
  return async (api: FastifyInstance) => {
    await api.register(healthRoutes, { realtime: () => hub.metrics() });
    await api.register(catalogRoutes, { catalog: api.catalog });
    await api.register(stockRoutes);
    await api.register(campaignRoutes);
    await api.register(pricingRoutes);
    await api.register(cartRoutes, { catalog: api.catalog });
    await api.register(userRoutes, { mailer });
    await api.register(dataRightsRoutes);
    // SK's services when a relying-party contract is configured, their sandboxes otherwise.
    const skLogins = identityAccounts({ db: api.db, users: api.users });
    if (config.smartId || (config.identitySandbox ?? true))
      await api.register(smartIdRoutes, { logins: skLogins, contract: config.smartId ?? null });
    if (config.mobileId || (config.identitySandbox ?? true))
      await api.register(mobileIdRoutes, { logins: skLogins, contract: config.mobileId ?? null });
    if (config.eident || (config.identitySandbox ?? true)) {
      const logins = identityAccounts({ db: api.db, users: api.users });
      await api.register(eidentRoutes, {
        logins,
        settings: config.eident ?? null,
        publicUrl: payments.publicUrl,
      });
    }
    // The dummy login as a sandbox test person: only while the identity sandboxes are on.
    if (config.identitySandbox ?? true) await api.register(dummyLoginRoutes, { logins: skLogins });
    await api.register(mailRoutes, { mailer, localMailbox: config.localMailbox ?? false });
    await api.register(newsletterRoutes, { mailer });
    await api.register(reviewRoutes);
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
    const carts = cartService(api.catalog, () => api.now());
    await registerPrescriptionApi(api, config, carts);
    // Live chat: owner-only like the cart routes; available while a pharmacist is on duty.
    await api.register(chatRoutes, {
      requireCart: (cartId, caller) => carts.require(cartId, caller),
      isPharmacistOnDuty: () => isPharmacistOnDuty(api.db, api.now()),
    });
    // Where a products feed's pictures are fetched into, for the integrations' feeds and staff uploads.
    api.decorate('feedImages', feedImageStore({ mediaDir: config.mediaDir, ...config.feedImages }));
    api.decorate('feedMaxBytes', config.feedMaxBytes ?? DEFAULT_FEED_MAX_BYTES);
    await api.register(staffRoutes, { mailer, life: orders.life, returns: orders.returns });
    await api.register(wishlistRoutes);
    await api.register(loyaltyRoutes);
    await api.register(feedRoutes);
    await api.register(docsRoutes, { paths: API_PATHS });
    api.all('/*', () => {
      throw new DomainError('not_found');
    });
  };
}
