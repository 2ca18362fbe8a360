import type { Db } from '@apteek/db';
import type { CarriersConfig } from '../../config.ts';
import { appSecret } from '../../plugins/app-secret.ts';

/**
 * Who each carrier's client talks to and with what: the configured carrier, or its sandbox on this
 * server with this installation's own random credentials (kept in app_meta), so a sandbox answers
 * only this shop and a wrong password is refused there as at the carrier.
 */
export interface CarrierSetup {
  omniva: NonNullable<CarriersConfig['omniva']> & { sandbox: boolean };
  dpd: NonNullable<CarriersConfig['dpd']> & { sandbox: boolean };
  smartposti: NonNullable<CarriersConfig['smartposti']> & { sandbox: boolean };
  posti: NonNullable<CarriersConfig['posti']> & { sandbox: boolean };
}

/** The sandboxes' paths on this server, under the same API paths as the carriers' own hosts. */
export const CARRIER_SANDBOX_PATHS = {
  omniva: '/sandbox/omniva/api/v01/omx',
  dpd: '/sandbox/dpd/api/v1',
  smartposti: '/sandbox/smartposti/smartpost/api/ext/v1',
  posti: '/sandbox/posti',
} as const;

/** The account names the sandboxes know; the passwords and keys are the installation's secrets. */
export const SANDBOX_ACCOUNT = 'apteek-sandbox';

/**
 * The setup the server runs with. `sandboxOrigin` is where the sandboxes are reached: in-process
 * calls need only the path, so any origin does; a test over real HTTP gives its own address.
 */
export async function carrierSetup(
  config: CarriersConfig | null | undefined,
  db: Db,
  sandboxOrigin = 'http://localhost',
): Promise<CarrierSetup> {
  const secret = (carrier: string) => appSecret(db, `sandbox_${carrier}_secret`);
  const at = (carrier: keyof typeof CARRIER_SANDBOX_PATHS) =>
    `${sandboxOrigin}${CARRIER_SANDBOX_PATHS[carrier]}`;
  return {
    omniva: config?.omniva
      ? { ...config.omniva, sandbox: false }
      : {
          apiUrl: at('omniva'),
          username: SANDBOX_ACCOUNT,
          password: await secret('omniva'),
          customerCode: SANDBOX_ACCOUNT,
          agentId: null,
          sandbox: true,
        },
    dpd: config?.dpd
      ? { ...config.dpd, sandbox: false }
      : {
          apiUrl: at('dpd'),
          username: SANDBOX_ACCOUNT,
          password: await secret('dpd'),
          serviceAlias: 'DPD CLASSIC',
          sandbox: true,
        },
    smartposti: config?.smartposti
      ? { ...config.smartposti, sandbox: false }
      : { apiUrl: at('smartposti'), apiKey: await secret('smartposti'), sandbox: true },
    posti: config?.posti
      ? { ...config.posti, sandbox: false }
      : { apiUrl: at('posti'), account: SANDBOX_ACCOUNT, secret: await secret('posti'), sandbox: true },
  };
}
