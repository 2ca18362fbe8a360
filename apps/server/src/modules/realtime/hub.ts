import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { DomainError, REALTIME_RECONNECT_MS } from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';
import { CART_EVENTS_CHANNEL, cartCodeOf, parseCartEvent } from './cart-events.ts';
import type { HubLoad } from './hub-load.ts';

/** `key` is the cart token; `token` the customer's access token for a customer's cart. */
const HubQuerySchema = z.object({
  key: z
    .string({ error: 'Field is required' })
    .min(1, 'Field is required')
    .max(64)
    .refine((key) => key !== 'null' && key !== 'undefined', 'Field is required'),
  token: z.string().max(4096).optional(),
});

/** A silent peer (a laptop closed, a network gone) is dropped after missing one ping. */
const PING_INTERVAL_MS = 30_000;
/** Sockets may send nothing that matters; anything larger than this closes them. */
const MAX_INCOMING_BYTES = 1024;
/** Close codes: 1000 idle for too long; 1001 the server is going away. */
const IDLE = 1000;
const GOING_AWAY = 1001;

declare module 'fastify' {
  interface FastifyRequest {
    /** The code of the cart a /cb socket may follow, set once its key (and token) were checked. */
    hubCartCode?: string;
  }
}

/**
 * The realtime hub at /cb: a WebSocket per browser, opened with its cart token. The
 * upgrade is refused (HTTP 400, 404 or 401 in the API envelope) unless the cart exists, is active
 * and, when it belongs to a customer, the access token in `token` names that customer. Each socket
 * then receives the events of its cart's code, whichever instance they were published on. `load`
 * caps the sockets per cart token, per address and in all (429 before the upgrade past a cap) and
 * gives the idle time after which a socket is closed.
 */
export interface HubOptions {
  /**
   * The cart module's service, whose `require` throws unless the cart exists, is active and the
   * caller may use it; handed in by app.ts, so the hub does not import the cart module, which imports it.
   */
  carts: { require(cartId: string, caller: { customerId: number | null }): Promise<unknown> };
  load: HubLoad;
}

export const realtimeHub = fp(
  async (app: FastifyInstance, options: HubOptions) => {
    // An upgrade request on any other path is answered like a plain request (a 404 mostly) over
    // the socket, which then belongs to no one: closed here, or it would stay open and hold up the
    // server's close. A socket that became a WebSocket was hijacked and never gets here.
    app.addHook('onResponse', (request, _reply, done) => {
      // Node marks a request that came through the server's 'upgrade' event (not in its types).
      if ((request.raw as { upgrade?: boolean }).upgrade === true) request.raw.socket.destroy();
      done();
    });
    await app.register(hubRoutes, options);
  },
  { name: 'realtime-hub' },
);

async function hubRoutes(app: FastifyInstance, { carts, load }: HubOptions): Promise<void> {
  const sockets = new Map<string, Set<WebSocket>>();
  const idleTimers = new WeakMap<WebSocket, NodeJS.Timeout>();

  await app.register(websocket, {
    options: { maxPayload: MAX_INCOMING_BYTES },
    errorHandler: (_error, socket) => socket.terminate(),
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(GOING_AWAY, 'Server shutting down');
      done();
    },
  });

  const stopListening = await app.database.listen(CART_EVENTS_CHANNEL, (payload) => {
    const event = parseCartEvent(payload);
    if (!event) return;
    const message = JSON.stringify(event);
    for (const socket of sockets.get(event.cartCode) ?? []) {
      socket.send(message);
      idleTimers.get(socket)?.refresh();
    }
  });

  const alive = new WeakSet<WebSocket>();
  const ping = setInterval(() => {
    for (const group of sockets.values()) {
      for (const socket of group) {
        if (!alive.has(socket)) {
          socket.terminate();
          continue;
        }
        alive.delete(socket);
        socket.ping();
      }
    }
  }, PING_INTERVAL_MS).unref();

  app.addHook('onClose', async () => {
    clearInterval(ping);
    await stopListening();
  });

  app.get(
    '/cb',
    {
      websocket: true,
      // Runs before the upgrade: a refusal is an HTTP answer and no socket is opened.
      preValidation: async (request: FastifyRequest) => {
        if (!request.ws) return;
        const { key, token } = parseInput(HubQuerySchema, request.query);
        // Before any database work: a flood of upgrades is refused for the price of a count.
        takePlace(load, request, key);
        const caller = token ? await app.users.authenticate(token) : null;
        await carts.require(key, { customerId: caller?.customerId ?? null });
        request.hubCartCode = await cartCodeOf(app.db, key);
      },
    },
    (socket, request) => {
      const code = request.hubCartCode;
      if (code === undefined) throw new DomainError('cart_forbidden');
      const group = sockets.get(code) ?? new Set<WebSocket>();
      sockets.set(code, group.add(socket));
      alive.add(socket);
      const idle = setTimeout(() => socket.close(IDLE, 'Idle'), load.limits.idleMs).unref();
      idleTimers.set(socket, idle);
      socket.on('pong', () => alive.add(socket));
      socket.on('close', () => {
        clearTimeout(idle);
        group.delete(socket);
        if (group.size === 0 && sockets.get(code) === group) sockets.delete(code);
      });
    },
  );
}

/**
 * Takes the socket's place in the hub's counts, given back when its connection ends, whether it
 * became a WebSocket or was answered over HTTP; past a cap, 429 with the browser's own retry delay.
 */
function takePlace(load: HubLoad, request: FastifyRequest, cartToken: string): void {
  const place = load.reserve(cartToken, request.ip);
  if (typeof place === 'string')
    throw new DomainError('too_many_requests', { retryAfterSeconds: REALTIME_RECONNECT_MS / 1000 });
  const connection = request.raw.socket;
  if (connection.destroyed) place.release();
  else connection.once('close', () => place.release());
}
