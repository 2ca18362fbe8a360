import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** How the Finnish store talks to Paytrail: the spec's E2 form, or the newer Payment API (DOMAIN §4). */
export const PAYTRAIL_INTERFACES = ['e2', 'payment-api'] as const;
export type PaytrailInterface = (typeof PAYTRAIL_INTERFACES)[number];

const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number between 1 and 65535' })
    .int('must be a whole number between 1 and 65535')
    .min(1, 'must be a whole number between 1 and 65535')
    .max(65535, 'must be a whole number between 1 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default(resolve(repoRoot, 'data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  UNPAID_ORDER_TTL_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes, at least 1' })
    .int('must be a whole number of minutes, at least 1')
    .min(1, 'must be a whole number of minutes, at least 1')
    .default(60),
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
  /** The React Router build to serve; null serves the API alone (used by API tests). */
  webBuildDir: string | null;
  /** Load the committed seed catalogue at start (skipped when unchanged). */
  seed: boolean;
  /** Outgoing mail server; without it e-mails go to an outbox folder under the data directory. */
  smtpUrl: string | null;
  /** Payment providers; absent, every provider runs against its sandbox. */
  payments?: PaymentsConfig;
  /** Minutes an order may wait for its provider payment before it is cancelled and its stock released. */
  unpaidOrderTtlMinutes?: number;
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
    webBuildDir: resolve(vars.WEB_BUILD_DIR),
    seed: true,
    smtpUrl: vars.SMTP_URL ?? null,
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
  };
}

function blankToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
}
