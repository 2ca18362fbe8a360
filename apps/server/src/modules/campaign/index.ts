import type { FastifyInstance } from 'fastify';
import { registerCampaignRoutes } from './campaign-routes.ts';
import { registerHomeRoutes } from './home-routes.ts';

export { activeCampaigns, type ActiveCampaign } from './active-campaigns.ts';
export { campaignPaths } from './campaign-openapi.ts';

/** /api/campaign/active and the homepage lists /api/home. */
export async function campaignRoutes(app: FastifyInstance): Promise<void> {
  await registerCampaignRoutes(app);
  await registerHomeRoutes(app);
}
