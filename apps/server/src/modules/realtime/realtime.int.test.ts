import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registeredCustomerToken, useListeningTestApp } from '../../test-app.ts';
import { cartCodeOf, sandboxEventsKey } from './index.ts';
import { connectHub, openHub } from './testing/hub-client.ts';

/**
 * The realtime hub on a listening server: the prescription service's callback at
 * /api/notification/events reaches the /cb sockets of its cart, and nobody else's.
 */
/** Every log line of the app, at debug level (requests included): none may carry a token or key. */
const logLines: string[] = [];
const testApp = useListeningTestApp(
  { logLevel: 'debug' },
  { today: () => '2026-11-21', logStream: { write: (line) => void logLines.push(line) } },
);
let key: string;
const secretsSeen = new Set<string>();

beforeAll(async () => {
  key = await sandboxEventsKey(testApp.app.db);
});

async function newCart(accessToken?: string): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/cart/create?storeCode=ee',
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });
  const token = response.json<{ result: string }>().result;
  secretsSeen.add(token);
  return token;
}

async function newCustomer(email: string): Promise<string> {
  const accessToken = await registeredCustomerToken(testApp, email);
  secretsSeen.add(accessToken);
  return accessToken;
}

function callback(orderCode: string, overrides: Record<string, unknown> = {}) {
  return {
    Type: 'PrescriptionDetailCallback',
    Details: { PrescriptionDetails: { OrderCode: orderCode, PrescriptionNumber: 'EE1234567' } },
    Response: { Result: 'Success' },
    ...overrides,
  };
}

function post(body: unknown, apiKey: string | null = key) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/notification/events',
    headers: apiKey === null ? {} : { 'x-api-key': apiKey },
    payload: body as object,
  });
}

describe('the realtime hub at /cb', () => {
  it('relays a callback with the right key to the socket of its cart', async () => {
    const cart = await newCart();
    const socket = await openHub(testApp.origin, { key: cart });
    const code = await cartCodeOf(testApp.app.db, cart);
    const response = await post(callback(code, { ReasonCode: 'NoSuitableMedicine' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ resultCode: 200, result: true });
    expect(await socket.next()).toEqual({
      type: 'PrescriptionDetailCallback',
      cartCode: code,
      result: 'Success',
      reasonCode: 'NoSuitableMedicine',
      prescriptionNumber: 'EE1234567',
    });
    socket.close();
  });

  it('answers 401 to a missing or wrong key and delivers nothing', async () => {
    const cart = await newCart();
    const socket = await openHub(testApp.origin, { key: cart });
    const code = await cartCodeOf(testApp.app.db, cart);
    for (const apiKey of [null, '', `${key}x`, 'wrong']) {
      const refused = await post(callback(code, { Type: 'PrescriptionListCallback' }), apiKey);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({
        code: 401,
        result: 'The API key is not valid',
        reason: 'api_key_invalid',
      });
    }
    // The first message the socket gets is the one sent with the right key afterwards.
    await post(callback(code, { Type: 'PrescriptionCompensationCallback' }));
    expect(await socket.next()).toMatchObject({ type: 'PrescriptionCompensationCallback' });
    expect(socket.messages).toHaveLength(1);
    socket.close();
  });

  it('answers 400 naming the field of a bad body, after the key', async () => {
    const bad = await post(callback('code', { Type: 'PrescriptionCallback' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'Type', message: expect.any(String) }]);
    const missing = await post({ Type: 'PrescriptionListCallback', Response: { Result: 'Success' } });
    expect(missing.json().errors).toEqual([{ field: 'Details', message: expect.any(String) }]);
    expect((await post({ Type: 'nothing' }, 'wrong')).statusCode).toBe(401);
  });

  it('accepts only the prescription callbacks: a chat event is the server’s own, never the service’s', async () => {
    const cart = await newCart();
    const socket = await openHub(testApp.origin, { key: cart });
    const code = await cartCodeOf(testApp.app.db, cart);
    const chat = await post(callback(code, { Type: 'ChatCallback' }));
    expect(chat.statusCode).toBe(400);
    expect(chat.json().errors).toEqual([
      { field: 'Type', message: expect.stringContaining('PrescriptionListCallback') },
    ]);
    expect(chat.json().errors[0].message).not.toContain('ChatCallback');
    // The next event the socket gets is the prescription one: the chat event was never relayed.
    await post(callback(code, { Type: 'PrescriptionListCallback' }));
    expect(await socket.next()).toMatchObject({ type: 'PrescriptionListCallback' });
    expect(socket.messages).toHaveLength(1);
    socket.close();
  });

  it("sends another cart's events to nobody else", async () => {
    const [mine, theirs] = [await newCart(), await newCart()];
    const [mySocket, theirSocket] = [
      await openHub(testApp.origin, { key: mine }),
      await openHub(testApp.origin, { key: theirs }),
    ];
    const [myCode, theirCode] = [
      await cartCodeOf(testApp.app.db, mine),
      await cartCodeOf(testApp.app.db, theirs),
    ];
    expect(myCode).not.toBe(theirCode);
    expect(myCode).not.toContain(mine);

    await post(callback(myCode));
    expect(await mySocket.next()).toMatchObject({ cartCode: myCode });
    await post(callback(theirCode, { Type: 'PrescriptionListCallback' }));
    expect(await theirSocket.next()).toMatchObject({ cartCode: theirCode, type: 'PrescriptionListCallback' });
    expect(theirSocket.messages).toHaveLength(1);
    expect(await mySocket.next(300)).toBeNull();
    mySocket.close();
    theirSocket.close();
  });

  it('connects nothing without a known cart token', async () => {
    expect(await connectHub(testApp.origin, {})).toEqual({ refused: 400 });
    expect(await connectHub(testApp.origin, { key: '' })).toEqual({ refused: 400 });
    expect(await connectHub(testApp.origin, { key: 'null' })).toEqual({ refused: 400 });
    expect(await connectHub(testApp.origin, { key: 'no-such-cart-token' })).toEqual({ refused: 404 });
  });

  it("opens a customer's cart only with that customer's access token", async () => {
    const owner = await newCustomer('hub.owner@example.ee');
    const other = await newCustomer('hub.other@example.ee');
    const cart = await newCart(owner);
    expect(await connectHub(testApp.origin, { key: cart })).toEqual({ refused: 401 });
    expect(await connectHub(testApp.origin, { key: cart, token: other })).toEqual({ refused: 401 });
    expect(await connectHub(testApp.origin, { key: cart, token: 'not-a-token' })).toEqual({ refused: 401 });

    const socket = await openHub(testApp.origin, { key: cart, token: owner });
    await post(callback(await cartCodeOf(testApp.app.db, cart)));
    expect(await socket.next()).toMatchObject({ type: 'PrescriptionDetailCallback' });
    socket.close();
  });

  it('opens no socket on any other path', async () => {
    const upgrade = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const ws = new WebSocket(`${testApp.origin.replace(/^http/, 'ws')}${path}`);
        ws.once('open', () => reject(new Error(`a socket opened on ${path}`)));
        ws.once('unexpected-response', (_request, response) => {
          resolve(response.statusCode ?? 0);
          ws.terminate();
        });
        ws.once('error', () => resolve(-1));
      });
    expect(await upgrade('/api/cart/create?storeCode=ee')).toBe(404);
    expect(await upgrade('/cbx')).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers a plain GET /cb (no upgrade) with 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/cb?key=${await newCart()}` });
    expect(response.statusCode).toBe(404);
  });
});

describe('the logs', () => {
  it('carry no cart token, access token or API key of the calls above', () => {
    expect(logLines.some((line) => line.includes('/cb'))).toBe(true);
    for (const secret of [...secretsSeen, key])
      expect(logLines.filter((line) => line.includes(secret))).toEqual([]);
  });
});

describe('a configured PRESCRIPTION_EVENTS_KEY, and shutting down', () => {
  it('accepts only the configured key, and closes open sockets with 1001 (going away)', async () => {
    const configured = 'configured-events-key-0123456789';
    const own = await buildTestApp({ prescriptionEventsKey: configured });
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const ownOrigin = `http://127.0.0.1:${(own.app.server.address() as AddressInfo).port}`;
    const cart = (await own.app.inject({ method: 'POST', url: '/api/cart/create?storeCode=ee' })).json<{
      result: string;
    }>().result;
    const socket = await openHub(ownOrigin, { key: cart });
    const send = async (apiKey: string) =>
      own.app.inject({
        method: 'POST',
        url: '/api/notification/events',
        headers: { 'x-api-key': apiKey },
        payload: callback(await cartCodeOf(own.app.db, cart)),
      });
    expect((await send(await sandboxEventsKey(own.app.db))).statusCode).toBe(401);
    expect((await send(configured)).statusCode).toBe(200);
    expect(await socket.next()).toMatchObject({ type: 'PrescriptionDetailCallback' });
    await own.close();
    expect(await socket.closed).toBe(1001);
  });
});
