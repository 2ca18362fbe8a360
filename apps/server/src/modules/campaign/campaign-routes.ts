import type { FastifyInstance } from 'fastify';
import { DomainError } from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';
import { activeCampaigns } from './active-campaigns.ts';
import { ActiveCampaignBodySchema, StoreQuerySchema } from './campaign-schemas.ts';

export async function registerCampaignRoutes(app: FastifyInstance): Promise<void> {
  // The body is optional, so a JSON content type with no body means "no filter".
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      done(new DomainError('invalid_json'));
    }
  });

  // Answers { resultCode, result }; storeCode may also come in the query.
  app.post('/campaign/active', async (request) => {
    const body = parseInput(ActiveCampaignBodySchema, request.body);
    const query = parseInput(StoreQuerySchema, request.query);
    const result = await activeCampaigns(app.db, {
      today: app.today(),
      storeCode: body?.storeCode ?? query.storeCode,
      urlPath: body?.urlPath,
    });
    return { resultCode: 200, result };
  });
}
