import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';
import {
  ChatCartQuerySchema,
  ChatMessagesQuerySchema,
  ChatQuerySchema,
  CustomerMessageBodySchema,
} from './chat-schemas.ts';
import { chatService, type Caller, type ChatCart } from './chat-service.ts';

export interface ChatRouteOptions {
  /**
   * Throws unless the cart exists, is active and the caller may use it (the cart module's
   * `require`); handed in by app.ts, since the cart module imports this one (save-chatId).
   */
  requireCart: (cartId: string, caller: Caller) => Promise<ChatCart>;
  /** Whether a pharmacist is on duty now (the staff module's); handed in by app.ts. */
  isPharmacistOnDuty: () => Promise<boolean>;
}

/** A guest, or the customer the bearer token names; a token that names nobody is a 401. */
function callerOf(request: FastifyRequest): Caller {
  if (request.headers.authorization && request.customerId === null) throw new DomainError('invalid_token');
  return { customerId: request.customerId };
}

const ok = <T>(result: T) => ({ code: 200, result });

/**
 * /api/chat/*: the customer's side of the live chat, for the cart's holder only
 * (the cart token, and a customer's cart also its bearer token). Messages are health data: every
 * answer is no-store, and no text is logged.
 */
export async function chatRoutes(app: FastifyInstance, options: ChatRouteOptions): Promise<void> {
  const chats = chatService({
    database: app.database,
    now: () => app.now(),
    limiter: app.limits.limiter,
    catalog: app.catalog,
  });

  const cartOf = async (request: FastifyRequest) => {
    const { cartId } = parseInput(ChatCartQuerySchema, request.query);
    return options.requireCart(cartId, callerOf(request));
  };

  app.get('/chat/availability', async () => ok({ available: await options.isPharmacistOnDuty() }));

  app.post('/chat/start', async (request) => ok(await chats.start(await cartOf(request))));

  app.get('/chat/messages', async (request) => {
    const { chatId, after } = parseInput(ChatMessagesQuerySchema, request.query);
    return ok(await chats.messages(await cartOf(request), chatId, after));
  });

  app.post('/chat/messages', async (request) => {
    const { chatId } = parseInput(ChatQuerySchema, request.query);
    const cart = await cartOf(request);
    const { text } = parseInput(CustomerMessageBodySchema, request.body ?? {});
    return ok(await chats.customerMessage(cart, chatId, text));
  });

  app.post('/chat/deactivate', async (request) => {
    const { chatId } = parseInput(ChatQuerySchema, request.query);
    return ok(await chats.deactivate(await cartOf(request), chatId));
  });

  // After an order the cart is no longer active: the chat's own record authorises the stop.
  app.post('/chat/stop', async (request) => {
    const { cartId, chatId } = parseInput(ChatQuerySchema, request.query);
    return ok(await chats.stop(cartId, chatId, callerOf(request)));
  });
}
