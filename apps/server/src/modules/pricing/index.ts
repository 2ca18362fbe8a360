import type { FastifyInstance } from 'fastify';

export async function pricingRoutes(_app: FastifyInstance): Promise<void> {}
