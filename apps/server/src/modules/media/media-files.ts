import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PLACEHOLDER_IMAGE } from '@apteek/domain';

/**
 * What a product without a picture shows (a product fed without images): a pale pack outline,
 * drawn here rather than kept in the media folder, which holds the catalogue's own files.
 */
const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 310 300">' +
  '<rect width="310" height="300" fill="#f3f5f4"/>' +
  '<rect x="105" y="70" width="100" height="160" rx="10" fill="none" stroke="#c5cdc9" stroke-width="6"/>' +
  '<path d="M135 150h40M155 130v40" stroke="#c5cdc9" stroke-width="8" stroke-linecap="round"/></svg>';

/** The media folder's files under /media/, and the placeholder of a product without a picture. */
export async function registerMediaFiles(app: FastifyInstance, mediaDir: string): Promise<void> {
  app.get(PLACEHOLDER_IMAGE, (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=604800').type('image/svg+xml').send(PLACEHOLDER_SVG),
  );
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
  });
}
