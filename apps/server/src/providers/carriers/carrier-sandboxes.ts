import type { FastifyInstance } from 'fastify';
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

/**
 * Each carrier's sandbox at its path, only for a carrier without configured credentials: a
 * configured carrier's sandbox never answers beside it.
 */
export async function carrierSandboxes(
  app: FastifyInstance,
  { config }: { config: CarriersConfig | null | undefined },
): Promise<void> {
  const setup = await carrierSetup(config, app.db);
  const path = (carrier: keyof typeof CARRIER_SANDBOX_PATHS) => CARRIER_SANDBOX_PATHS[carrier];
  // Each sandbox's parcels, shared with the public tracking page that moves them on.
  const parcels = {
    omniva: setup.omniva.sandbox ? new SandboxParcels('omniva') : undefined,
    dpd: setup.dpd.sandbox ? new SandboxParcels('dpd') : undefined,
    smartposti: setup.smartposti.sandbox ? new SandboxParcels('smartposti') : undefined,
    posti: setup.posti.sandbox ? new SandboxParcels('posti') : undefined,
  };
  if (parcels.omniva)
    await app.register(omnivaSandbox, {
      setup: setup.omniva,
      parcels: parcels.omniva,
      prefix: path('omniva'),
    });
  if (parcels.dpd)
    await app.register(dpdSandbox, { setup: setup.dpd, parcels: parcels.dpd, prefix: path('dpd') });
  if (parcels.smartposti)
    await app.register(smartpostiSandbox, {
      setup: setup.smartposti,
      parcels: parcels.smartposti,
      prefix: path('smartposti'),
    });
  if (parcels.posti)
    await app.register(postiSandbox, { setup: setup.posti, parcels: parcels.posti, prefix: path('posti') });
  await app.register(sandboxTrackingPage, { parcels, prefix: SANDBOX_TRACKING_PREFIX });
}
