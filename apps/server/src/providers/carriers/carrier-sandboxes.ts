import type { FastifyInstance } from 'fastify';
import type { CarrierCode } from '@apteek/domain';
import type { CarriersConfig } from '../../config.ts';
import { dpdSandbox } from '../dpd/index.ts';
import { omnivaSandbox } from '../omniva/index.ts';
import { postiSandbox } from '../posti/index.ts';
import { smartpostiSandbox } from '../smartposti/index.ts';
import {
  CARRIER_SANDBOX_PATHS,
  SANDBOX_TRACKING_PREFIX,
  SandboxParcels,
  carrierSetup,
  sandboxTrackingPage,
} from '../carrier-kit/index.ts';

type Sandbox<Setup> = (
  app: FastifyInstance,
  options: { setup: Setup; parcels?: SandboxParcels },
) => Promise<void>;

/** One carrier's sandbox at its path when its setup is the sandbox's; its parcels, or none. */
async function sandboxOf<Setup extends { sandbox: boolean }>(
  app: FastifyInstance,
  carrier: CarrierCode,
  setup: Setup,
  sandbox: Sandbox<Setup>,
): Promise<SandboxParcels | undefined> {
  if (!setup.sandbox) return undefined;
  const parcels = new SandboxParcels(carrier);
  await app.register(sandbox, { setup, parcels, prefix: CARRIER_SANDBOX_PATHS[carrier] });
  return parcels;
}

/**
 * Each carrier's sandbox at its path, only for a carrier without configured credentials: a
 * configured carrier's sandbox never answers beside it. Each sandbox's parcels are shared with the
 * public tracking page that moves them on.
 */
export async function carrierSandboxes(
  app: FastifyInstance,
  { config }: { config: CarriersConfig | null | undefined },
): Promise<void> {
  const setup = await carrierSetup(config, app.db);
  const parcels = {
    omniva: await sandboxOf(app, 'omniva', setup.omniva, omnivaSandbox),
    dpd: await sandboxOf(app, 'dpd', setup.dpd, dpdSandbox),
    smartposti: await sandboxOf(app, 'smartposti', setup.smartposti, smartpostiSandbox),
    posti: await sandboxOf(app, 'posti', setup.posti, postiSandbox),
  };
  await app.register(sandboxTrackingPage, { parcels, prefix: SANDBOX_TRACKING_PREFIX });
}
