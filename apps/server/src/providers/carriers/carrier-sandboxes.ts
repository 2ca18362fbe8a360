import type { FastifyInstance } from 'fastify';
import type { CarriersConfig } from '../../config.ts';
import { dpdSandbox } from '../dpd/index.ts';
import { omnivaSandbox } from '../omniva/index.ts';
import { postiSandbox } from '../posti/index.ts';
import { smartpostiSandbox } from '../smartposti/index.ts';
import { CARRIER_SANDBOX_PATHS, carrierSetup } from '../carrier-kit/index.ts';

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
  if (setup.omniva.sandbox)
    await app.register(omnivaSandbox, { setup: setup.omniva, prefix: path('omniva') });
  if (setup.dpd.sandbox) await app.register(dpdSandbox, { setup: setup.dpd, prefix: path('dpd') });
  if (setup.smartposti.sandbox)
    await app.register(smartpostiSandbox, { setup: setup.smartposti, prefix: path('smartposti') });
  if (setup.posti.sandbox) await app.register(postiSandbox, { setup: setup.posti, prefix: path('posti') });
}
