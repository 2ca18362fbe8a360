import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { HubLimits } from '@apteek/domain';
import {
  CARRIER_ENV,
  carrierSettingProblem,
  carriersConfig,
  type CarriersConfig,
} from './config-carriers.ts';
import { hasIdentitySandbox, unsafeCombination } from './config-safety.ts';
import type { RequestLimitPolicies } from './plugins/request-limits.ts';

export type { CarriersConfig } from './config-carriers.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** How the Finnish store talks to Paytrail: the storefront's E2 form, or the newer Payment API. */
export const PAYTRAIL_INTERFACES = ['e2', 'payment-api'] as const;
export type PaytrailInterface = (typeof PAYTRAIL_INTERFACES)[number];

const TRUST_PROXY_MESSAGE =
  "must be the proxies' addresses or CIDRs (or loopback), comma-separated; never true, a number of hops or /0";
const HOST_MESSAGE =
  'must be an IP address or a host name of this machine, such as 0.0.0.0, 127.0.0.1 or localhost';

const EnvSchema = z.object({
  /** production: mail needs SMTP_URL (or LOCAL_DEMO=1), and demo identities never meet a real provider. */
  NODE_ENV: z.string().optional(),
  LOCAL_DEMO: z
    .enum(['0', '1'], { error: 'must be 1 (a demo on this machine: sandboxes and the local mailbox) or 0' })
    .default('0'),
  PORT: z.coerce
    .number({ error: 'must be a whole number between 1 and 65535' })
    .int('must be a whole number between 1 and 65535')
    .min(1, 'must be a whole number between 1 and 65535')
    .max(65535, 'must be a whole number between 1 and 65535')
    .default(3000),
  HOST: z.string().refine(isHostName, HOST_MESSAGE).default('0.0.0.0'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default(resolve(repoRoot, 'data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FILE: z.string().min(1).optional(),
  WEB_BUILD_DIR: z.string().min(1).default(resolve(repoRoot, 'apps/web/build')),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  MAKSEKESKUS_SHOP_ID: z.string().min(1).optional(),
  MAKSEKESKUS_SECRET_KEY: z.string().min(1).optional(),
  MAKSEKESKUS_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.maksekeskus.ee'),
  PAYTRAIL_MERCHANT_ID: z.string().regex(/^\d+$/, 'must be the numeric merchant id').optional(),
  PAYTRAIL_MERCHANT_SECRET: z.string().min(1).optional(),
  PAYTRAIL_INTERFACE: z.enum(PAYTRAIL_INTERFACES, { error: 'must be e2 or payment-api' }).default('e2'),
  PAYMENT_SANDBOX: z.enum(['0', '1'], { error: 'must be 1 (test payments) or 0' }).default('0'),
  // Unset: on for a local demo, or outside production with no real provider and no https PUBLIC_URL.
  IDENTITY_SANDBOX: z.enum(['0', '1'], { error: 'must be 1 (test identities) or 0' }).optional(),
  EIDENT_ISSUER: z.url({ error: "must be the broker's OpenID Connect issuer URL" }).optional(),
  EIDENT_CLIENT_ID: z.string().min(1).optional(),
  EIDENT_CLIENT_SECRET: z.string().min(1).optional(),
  ID_CARD_CA_BUNDLE: z.string().min(1).optional(),
  ID_CARD_CERT_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name such as X-Client-Cert')
    .default('X-Client-Cert'),
  ID_CARD_LOGIN_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be the http(s) URL of /cert/user/idlogin on the certificate host',
    })
    .optional(),
  CHECK_SESSION_TIMEOUT: z.coerce
    .number({ error: 'must be the Smart-ID / Mobile-ID poll delay in milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be 0 or more milliseconds')
    .max(10_000, 'must be at most 10000 milliseconds')
    .optional(),
  SMART_ID_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  SMART_ID_RP_UUID: z.uuid({ error: "must be the relying party's UUID" }).optional(),
  SMART_ID_RP_NAME: z.string().min(1).optional(),
  MOBILE_ID_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  MOBILE_ID_RP_UUID: z.uuid({ error: "must be the relying party's UUID" }).optional(),
  MOBILE_ID_RP_NAME: z.string().min(1).optional(),
  SK_CA_BUNDLE: z.string().min(1).optional(),
  PER_IP_LIMITS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  TRUST_PROXY: z.string().refine(isProxyList, TRUST_PROXY_MESSAGE).default('false'),
  /** A Google Tag Manager container, loaded only after cookie consent; none by default. */
  ANALYTICS_TAG_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a Google Tag Manager container id (GTM-…)')
    .optional(),
  /** Coming back online: orders queued offline go automatically, or only once the shopper confirms them. */
  QUEUED_ORDERS_AUTO_SEND: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  // Any text: a refusal would print the secret in its message.
  PRESCRIPTION_EVENTS_KEY: z.string().min(1).optional(),
  PRESCRIPTION_SERVICE_URL: z
    .url({ protocol: /^https?$/, error: 'must be the http(s) URL of the e-prescription service' })
    .optional(),
  PRESCRIPTION_SERVICE_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  ...CARRIER_ENV,
  FEED_MAX_BYTES: z.coerce.number().int('must be a whole number of bytes').positive().optional(),
  UNPAID_ORDER_TTL_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes, at least 1' })
    .int('must be a whole number of minutes, at least 1')
    .min(1, 'must be a whole number of minutes, at least 1')
    .default(30),
});

/** Provider credentials; a provider without them runs against its local sandbox. */
export interface PaymentsConfig {
  /** How providers reach this server (notification URLs); unset, each request's own origin. */
  publicUrl: string | null;
  maksekeskus: { shopId: string; secretKey: string; apiUrl: string } | null;
  paytrail: { merchantId: string; secret: string } | null;
  /** PAYTRAIL_INTERFACE; the sandbox plays whichever is chosen while there are no credentials. */
  paytrailInterface: PaytrailInterface;
}

export interface Config {
  port: number;
  host: string;
  database: { engine: 'pglite'; dataDir: string | null } | { engine: 'postgres'; url: string };
  dataDir: string;
  mediaDir: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** LOG_FILE: the file the log is appended to instead of standard output; absent or null, stdout. */
  logFile?: string | null;
  /** The React Router build to serve; null serves the API alone (used by API tests). */
  webBuildDir: string | null;
  /** Load the committed seed catalogue at start (skipped when unchanged). */
  seed: boolean;
  /** Outgoing mail server; without it e-mails go to an outbox folder under the data directory. */
  smtpUrl: string | null;
  /**
   * The local mailbox (/mailbox, /api/mail/outbox) over that outbox folder: only for a demo on this
   * machine (LOCAL_DEMO=1), never with SMTP; absent, off.
   */
  localMailbox?: boolean;
  /** The realtime hub's caps (packages/domain HUB_LIMITS); a cap left out keeps its default. */
  realtimeLimits?: Partial<HubLimits>;
  /** Payment providers; absent, every provider runs against its sandbox. */
  payments?: PaymentsConfig;
  /**
   * The X-Api-Key the prescription service sends to /api/notification/events; absent or null, this
   * installation's sandbox key (app_meta), which the prescription sandbox signs with.
   */
  prescriptionEventsKey?: string | null;
  /** A Google Tag Manager container id (ANALYTICS_TAG_ID); absent or null, no third-party script loads. */
  analyticsTagId?: string | null;
  /**
   * QUEUED_ORDERS_AUTO_SEND: orders queued in the browser while offline are sent on return without
   * asking (absent: true), or the shopper confirms or discards them first.
   */
  sendQueuedOrdersAutomatically?: boolean;
  /**
   * The e-prescription service (PRESCRIPTION_SERVICE_URL, PRESCRIPTION_SERVICE_KEY sent as X-Api-Key);
   * absent or null, the sandbox at /sandbox/prescriptions plays it.
   */
  prescriptionService?: { url: string; key: string } | null;
  /** The carriers (OMNIVA_*, DPD_*, SMARTPOSTI_*, POSTI_*); absent or a carrier null, its sandbox. */
  carriers?: CarriersConfig;
  /** Minutes an order may wait for its provider payment before it is cancelled and its stock released. */
  unpaidOrderTtlMinutes?: number;
  /**
   * How a products feed's pictures are fetched (time-out, size limit); absent, 10 s and 10 MB, and
   * never from this machine or a private network. Only tests allow those, for their local server.
   */
  feedImages?: { allowPrivateAddresses?: boolean; timeoutMs?: number; maxBytes?: number };
  /** FEED_MAX_BYTES: the largest feed body or file taken, refused with a 413 beyond; absent, 1 GiB. */
  feedMaxBytes?: number;
  /**
   * TRUST_PROXY: the proxies' addresses or CIDRs (or `loopback`), whose X-Forwarded-For names the
   * client (the per-IP limits' address) and whose client-certificate header the ID-card login reads.
   */
  trustProxy?: false | string;
  /** Per-IP limits on new carts, orders and login starts; a kind left out keeps its default, null turns it off. */
  requestLimits?: Partial<RequestLimitPolicies>;
  /**
   * The cap on what one client address's unconfirmed cash-on-delivery orders hold of a product;
   * absent, on. Off with PER_IP_LIMITS=off, like the other limits per address.
   */
  cashOnDeliveryHoldsPerAddress?: boolean;
  /**
   * The identity sandboxes: Smart-ID, Mobile-ID, the ID card and the Finnish broker played locally
   * with demo identities, and the dummy login; absent, on.
   */
  identitySandbox?: boolean;
  /** The Finnish e-identification broker (OpenID Connect); absent or null, the local sandbox broker. */
  eident?: { issuer: string; clientId: string; clientSecret: string } | null;
  /**
   * The ID-card login behind a TLS-terminating proxy: the CA bundle file that issues the cards
   * (null: the sandbox CA, while the identity sandboxes are on) and the header the proxy forwards
   * the client certificate in.
   */
  idCard?: { caBundle: string | null; header: string } | null;
  /**
   * Where the browser asks for the ID-card login (ID_CARD_LOGIN_URL): the certificate host's
   * /cert/user/idlogin behind the proxy that asks for the card; absent, this server's own path.
   */
  idCardLoginUrl?: string | null;
  /** The browser's pause between Smart-ID / Mobile-ID polls (check_session_timeout); absent, none. */
  checkSessionTimeoutMs?: number | null;
  /** SK's Smart-ID (RP API v2) as a relying party; absent or null, the local sandbox. */
  smartId?: SkRelyingParty | null;
  /** SK's Mobile-ID (MID REST) as a relying party; absent or null, the local sandbox. */
  mobileId?: SkRelyingParty | null;
}

/** A relying party's contract with SK: the API's base URL, its UUID and name, the CAs it trusts. */
export interface SkRelyingParty {
  baseUrl: string;
  relyingPartyUuid: string;
  relyingPartyName: string;
  /** SK_CA_BUNDLE: a PEM file of the CAs that issue the authentication certificates. */
  caBundle: string;
}

/** A configuration problem a person can fix; the message is one line naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(blankToUndefined(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0]);
    throw new ConfigError(`Invalid ${variable}: ${issue.message} (got "${env[variable] ?? ''}")`);
  }
  const vars = parsed.data;
  const unsafe = unsafeCombination(vars);
  if (unsafe) throw new ConfigError(unsafe);
  const carrierProblem = carrierSettingProblem(vars);
  if (carrierProblem) throw new ConfigError(carrierProblem);
  refuseDeploymentWithoutProviders(vars);
  const dataDir = resolve(vars.DATA_DIR);
  return {
    port: vars.PORT,
    host: vars.HOST,
    database: vars.DATABASE_URL
      ? { engine: 'postgres', url: vars.DATABASE_URL }
      : { engine: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    dataDir,
    mediaDir: resolve(dataDir, 'media'),
    logLevel: vars.LOG_LEVEL,
    logFile: vars.LOG_FILE ? resolve(dataDir, vars.LOG_FILE) : null,
    webBuildDir: resolve(vars.WEB_BUILD_DIR),
    seed: true,
    smtpUrl: vars.SMTP_URL ?? null,
    localMailbox: vars.LOCAL_DEMO === '1',
    payments: {
      publicUrl: vars.PUBLIC_URL?.replace(/\/$/, '') ?? null,
      maksekeskus:
        vars.MAKSEKESKUS_SHOP_ID && vars.MAKSEKESKUS_SECRET_KEY
          ? {
              shopId: vars.MAKSEKESKUS_SHOP_ID,
              secretKey: vars.MAKSEKESKUS_SECRET_KEY,
              apiUrl: vars.MAKSEKESKUS_API_URL.replace(/\/$/, ''),
            }
          : null,
      paytrail:
        vars.PAYTRAIL_MERCHANT_ID && vars.PAYTRAIL_MERCHANT_SECRET
          ? { merchantId: vars.PAYTRAIL_MERCHANT_ID, secret: vars.PAYTRAIL_MERCHANT_SECRET }
          : null,
      paytrailInterface: vars.PAYTRAIL_INTERFACE,
    },
    unpaidOrderTtlMinutes: vars.UNPAID_ORDER_TTL_MINUTES,
    ...(vars.FEED_MAX_BYTES === undefined ? {} : { feedMaxBytes: vars.FEED_MAX_BYTES }),
    carriers: carriersConfig(vars),
    prescriptionEventsKey: vars.PRESCRIPTION_EVENTS_KEY ?? null,
    analyticsTagId: vars.ANALYTICS_TAG_ID ?? null,
    sendQueuedOrdersAutomatically: vars.QUEUED_ORDERS_AUTO_SEND === 'on',
    prescriptionService: prescriptionService(vars),
    trustProxy: trustProxyOf(vars.TRUST_PROXY),
    identitySandbox: hasIdentitySandbox(vars),
    eident:
      vars.EIDENT_ISSUER && vars.EIDENT_CLIENT_ID && vars.EIDENT_CLIENT_SECRET
        ? {
            issuer: vars.EIDENT_ISSUER,
            clientId: vars.EIDENT_CLIENT_ID,
            clientSecret: vars.EIDENT_CLIENT_SECRET,
          }
        : null,
    idCard: {
      caBundle: vars.ID_CARD_CA_BUNDLE ? resolve(vars.ID_CARD_CA_BUNDLE) : null,
      header: vars.ID_CARD_CERT_HEADER,
    },
    idCardLoginUrl: vars.ID_CARD_LOGIN_URL ?? null,
    checkSessionTimeoutMs: vars.CHECK_SESSION_TIMEOUT ?? null,
    smartId: skRelyingParty(vars, 'SMART_ID'),
    mobileId: skRelyingParty(vars, 'MOBILE_ID'),
    ...(vars.PER_IP_LIMITS === 'off'
      ? {
          requestLimits: { cartCreate: null, orderPlace: null, identityInit: null, accountCreate: null },
          realtimeLimits: { perAddress: null },
          cashOnDeliveryHoldsPerAddress: false,
        }
      : {}),
  };
}

/**
 * A deployment (PUBLIC_URL on https) takes real money: a provider without credentials would run its
 * sandbox there, where anyone can pay any order on the test bank page. That needs PAYMENT_SANDBOX=1.
 */
function refuseDeploymentWithoutProviders(vars: z.infer<typeof EnvSchema>): void {
  if (!vars.PUBLIC_URL?.startsWith('https:') || vars.PAYMENT_SANDBOX === '1') return;
  const missing = [
    ...(vars.MAKSEKESKUS_SHOP_ID ? [] : ['MAKSEKESKUS_SHOP_ID']),
    ...(vars.MAKSEKESKUS_SECRET_KEY ? [] : ['MAKSEKESKUS_SECRET_KEY']),
    ...(vars.PAYTRAIL_MERCHANT_ID ? [] : ['PAYTRAIL_MERCHANT_ID']),
    ...(vars.PAYTRAIL_MERCHANT_SECRET ? [] : ['PAYTRAIL_MERCHANT_SECRET']),
  ];
  if (missing.length === 0) return;
  throw new ConfigError(
    `PUBLIC_URL is ${vars.PUBLIC_URL} but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set: ` +
      "set the payment providers' credentials, or PAYMENT_SANDBOX=1 to take test payments only",
  );
}

/**
 * SMART_ID_* or MOBILE_ID_*: none set, the sandbox; all three and SK_CA_BUNDLE, the real service.
 * Anything between stops start-up naming what is missing, rather than quietly keeping the sandbox.
 */
function skRelyingParty(
  vars: z.infer<typeof EnvSchema>,
  prefix: 'SMART_ID' | 'MOBILE_ID',
): SkRelyingParty | null {
  const names = [`${prefix}_URL`, `${prefix}_RP_UUID`, `${prefix}_RP_NAME`] as const;
  const [baseUrl, relyingPartyUuid, relyingPartyName] = names.map((name) => vars[name]);
  if (!baseUrl && !relyingPartyUuid && !relyingPartyName) return null;
  const missing = [...names, 'SK_CA_BUNDLE' as const].filter((name) => !vars[name]);
  if (missing.length > 0)
    throw new ConfigError(
      `${names.filter((name) => vars[name]).join(', ')} set but ${missing.join(', ')} not: ` +
        `set all of them for the real ${prefix === 'SMART_ID' ? 'Smart-ID' : 'Mobile-ID'}, or none for its sandbox`,
    );
  return {
    baseUrl: baseUrl!.replace(/\/+$/, ''),
    relyingPartyUuid: relyingPartyUuid!,
    relyingPartyName: relyingPartyName!,
    caBundle: resolve(vars.SK_CA_BUNDLE!),
  };
}

/** Both PRESCRIPTION_SERVICE_* set: the real service; neither: the sandbox; one alone stops start-up. */
function prescriptionService(vars: z.infer<typeof EnvSchema>): Config['prescriptionService'] {
  const url = vars.PRESCRIPTION_SERVICE_URL;
  const key = vars.PRESCRIPTION_SERVICE_KEY;
  if (!url && !key) return null;
  if (!url || !key) {
    throw new ConfigError(
      `${url ? 'PRESCRIPTION_SERVICE_URL' : 'PRESCRIPTION_SERVICE_KEY'} set but ` +
        `${url ? 'PRESCRIPTION_SERVICE_KEY' : 'PRESCRIPTION_SERVICE_URL'} not: set both for the ` +
        'e-prescription service, or neither for its sandbox',
    );
  }
  return { url: url.replace(/\/+$/, ''), key };
}

/**
 * TRUST_PROXY as Fastify reads it: false, or a list of proxy addresses. `true` or a number of hops
 * would trust whoever reaches the port as a proxy, and with it the X-Client-Cert they write.
 */
function trustProxyOf(value: string): NonNullable<Config['trustProxy']> {
  return value === 'false' ? false : value;
}

function isProxyList(value: string): boolean {
  if (value === 'false') return true;
  return value.split(',').every((entry) => {
    const [address = '', bits, ...rest] = entry.trim().split('/');
    if (address === 'loopback' && bits === undefined) return true;
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    // A /0 range would trust every peer, and Fastify refuses it when it builds the server.
    const limit = family === 4 ? 32 : 128;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) >= 1 && Number(bits) <= limit);
  });
}

/** An IP address, or a host name of letters, digits and hyphens in dot-separated labels. */
function isHostName(value: string): boolean {
  if (isIP(value) !== 0) return true;
  return (
    value.length <= 253 &&
    value.split('.').every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i.test(label))
  );
}

function blankToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
}
