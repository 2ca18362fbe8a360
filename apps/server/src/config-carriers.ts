import { z } from 'zod';

const apiUrl = (fallback: string) =>
  z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default(fallback);
const text = () => z.string().min(1).optional();

/** The carriers' environment variables: each carrier runs against its sandbox until its credentials are set. */
export const CARRIER_ENV = {
  OMNIVA_USERNAME: text(),
  OMNIVA_PASSWORD: text(),
  OMNIVA_CUSTOMER_CODE: text(),
  OMNIVA_AGENT_ID: text(),
  OMNIVA_API_URL: apiUrl('https://omx.omniva.eu/api/v01/omx'),
  DPD_USERNAME: text(),
  DPD_PASSWORD: text(),
  DPD_SERVICE_ALIAS: z.string().min(1).default('DPD CLASSIC'),
  DPD_API_URL: apiUrl('https://telli.dpd.ee/api/v1'),
  SMARTPOSTI_API_KEY: text(),
  SMARTPOSTI_API_URL: apiUrl('https://gateway.posti.fi/smartpost/api/ext/v1'),
  POSTI_ACCOUNT: text(),
  POSTI_SECRET: text(),
  POSTI_API_URL: apiUrl('https://nextshipping.posti.fi'),
};
type CarrierEnv = z.infer<z.ZodObject<typeof CARRIER_ENV>>;

/** The carriers' credentials; a carrier without them runs against its sandbox under /sandbox. */
export interface CarriersConfig {
  omniva: {
    apiUrl: string;
    username: string;
    password: string;
    customerCode: string;
    /** X-Integration-Agent-Id, issued by Omniva; null, not sent. */
    agentId: string | null;
  } | null;
  dpd: { apiUrl: string; username: string; password: string; serviceAlias: string } | null;
  smartposti: { apiUrl: string; apiKey: string } | null;
  posti: { apiUrl: string; account: string; secret: string } | null;
}

/** Each carrier's credential variables: all set, the real carrier; none, its sandbox. */
const CREDENTIALS = {
  Omniva: ['OMNIVA_USERNAME', 'OMNIVA_PASSWORD', 'OMNIVA_CUSTOMER_CODE'],
  DPD: ['DPD_USERNAME', 'DPD_PASSWORD'],
  SmartPosti: ['SMARTPOSTI_API_KEY'],
  Posti: ['POSTI_ACCOUNT', 'POSTI_SECRET'],
} as const satisfies Record<string, readonly (keyof CarrierEnv)[]>;

/**
 * A carrier with some but not all of its credentials, named with what is missing: start-up stops
 * rather than quietly keeping the sandbox. Null when every carrier is all or nothing.
 */
export function carrierSettingProblem(vars: CarrierEnv): string | null {
  for (const [carrier, names] of Object.entries(CREDENTIALS)) {
    const set = names.filter((name) => vars[name] !== undefined);
    if (set.length > 0 && set.length < names.length)
      return (
        `${set.join(', ')} set but ${names.filter((name) => vars[name] === undefined).join(', ')} not: ` +
        `set all of them for the real ${carrier}, or none for its sandbox`
      );
  }
  return null;
}

/** The carriers' configuration from variables that passed carrierSettingProblem. */
export function carriersConfig(vars: CarrierEnv): CarriersConfig {
  const trim = (url: string) => url.replace(/\/+$/, '');
  return {
    omniva:
      vars.OMNIVA_USERNAME && vars.OMNIVA_PASSWORD && vars.OMNIVA_CUSTOMER_CODE
        ? {
            apiUrl: trim(vars.OMNIVA_API_URL),
            username: vars.OMNIVA_USERNAME,
            password: vars.OMNIVA_PASSWORD,
            customerCode: vars.OMNIVA_CUSTOMER_CODE,
            agentId: vars.OMNIVA_AGENT_ID ?? null,
          }
        : null,
    dpd:
      vars.DPD_USERNAME && vars.DPD_PASSWORD
        ? {
            apiUrl: trim(vars.DPD_API_URL),
            username: vars.DPD_USERNAME,
            password: vars.DPD_PASSWORD,
            serviceAlias: vars.DPD_SERVICE_ALIAS,
          }
        : null,
    smartposti: vars.SMARTPOSTI_API_KEY
      ? { apiUrl: trim(vars.SMARTPOSTI_API_URL), apiKey: vars.SMARTPOSTI_API_KEY }
      : null,
    posti:
      vars.POSTI_ACCOUNT && vars.POSTI_SECRET
        ? { apiUrl: trim(vars.POSTI_API_URL), account: vars.POSTI_ACCOUNT, secret: vars.POSTI_SECRET }
        : null,
  };
}
