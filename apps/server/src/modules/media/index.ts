import type { FastifyInstance } from 'fastify';

export interface MediaOptions {
  mediaDir: string;
}

export async function mediaRoutes(_app: FastifyInstance, _options: MediaOptions): Promise<void> {}
