import type { FastifyInstance } from 'fastify';
import { countryFromAcceptLanguage } from '@apteek/domain';

export { localePaths } from './locale-openapi.ts';

/**
 * The language lookup: the visitor's country from Accept-Language, for the language
 * switcher and for picking a store when none is saved.
 */
export async function localeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/user/locale', async (request, reply) => {
    // The answer depends on the header, so shared caches must keep one copy per language.
    reply.header('vary', 'Accept-Language');
    reply.header('cache-control', 'private, max-age=3600');
    return {
      code: 200,
      result: { countryCode: countryFromAcceptLanguage(request.headers['accept-language']) },
    };
  });
}
