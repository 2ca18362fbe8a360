import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '@apteek/domain';
import { createHubClient, hubOrigin, hubUrl, type HubSocket } from './hub-client.ts';

/** A WebSocket the test drives: it opens, fails, closes and delivers when told. */
class FakeSocket implements HubSocket {
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  closedWith: number | null = null;
  constructor(readonly url: string) {}
  close(code = 1005) {
    this.closedWith = code;
  }
  open() {
    this.onopen?.();
  }
  fail() {
    this.onerror?.();
    this.onclose?.();
  }
  send(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
}

const EVENT: RealtimeEvent = {
  type: 'PrescriptionDetailCallback',
  cartCode: 'code-a',
  result: 'Success',
  reasonCode: null,
  prescriptionNumber: 'EE1',
};

let sockets: FakeSocket[];
let token: string | null;

function client() {
  return createHubClient({
    open: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    origin: 'wss://apteek.example',
    accessToken: () => token,
  });
}

/** A client whose first connection, for cart-a, is open; `received` collects the events it hands on. */
function connected() {
  const hub = client();
  const received: RealtimeEvent[] = [];
  hub.subscribe((event) => received.push(event));
  hub.setKey('cart-a');
  sockets[0]!.open();
  return { hub, received };
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  token = null;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the realtime hub client', () => {
  it('connects nothing until the cart token is known, then /cb with key (and token)', () => {
    const hub = client();
    hub.setKey(null);
    expect(sockets).toEqual([]);
    token = 'access.token';
    hub.setKey('cart-a');
    expect(sockets.map((s) => s.url)).toEqual(['wss://apteek.example/cb?key=cart-a&token=access.token']);
    expect(hub.phase()).toBe('connecting');
    sockets[0]!.open();
    expect(hub.phase()).toBe('open');
  });

  it('hands subscribers typed events and drops what is not one', () => {
    const { received } = connected();
    sockets[0]!.send(EVENT);
    sockets[0]!.send('not json');
    sockets[0]!.send({ type: 'Unknown', cartCode: 'x', result: 'y' });
    expect(received).toEqual([EVENT]);
  });

  it('reconnects 5000 ms after a failure, once, and again after a close', () => {
    const hub = client();
    hub.setKey('cart-a');
    sockets[0]!.fail();
    expect(hub.phase()).toBe('waiting');
    vi.advanceTimersByTime(4999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    sockets[1]!.onclose?.();
    vi.advanceTimersByTime(5000);
    expect(sockets).toHaveLength(3);
    expect(sockets[2]!.url).toBe('wss://apteek.example/cb?key=cart-a');
  });

  it('restarts at once when the key changes, and stops at null', () => {
    const { hub, received } = connected();
    hub.setKey('cart-a');
    expect(sockets).toHaveLength(1);
    hub.setKey('cart-b');
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(sockets[1]!.url).toBe('wss://apteek.example/cb?key=cart-b');
    // The old socket's late messages and close belong to no connection.
    sockets[0]!.send(EVENT);
    sockets[0]!.fail();
    expect(received).toEqual([]);
    expect(hub.phase()).toBe('connecting');

    sockets[1]!.fail();
    hub.setKey(null);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
    expect(hub.phase()).toBe('idle');
  });

  it('tells phase listeners when the connection drops and comes back', () => {
    const hub = client();
    const phases: string[] = [];
    hub.onPhase((phase) => phases.push(phase));
    hub.setKey('cart-a');
    sockets[0]!.open();
    sockets[0]!.fail();
    vi.advanceTimersByTime(5000);
    sockets[1]!.open();
    expect(phases).toEqual(['connecting', 'open', 'waiting', 'connecting', 'open']);
  });
});

describe('the hub address', () => {
  it('is ws: or wss: to the page host', () => {
    expect(hubOrigin({ protocol: 'https:', host: 'apteek.ee' })).toBe('wss://apteek.ee');
    expect(hubOrigin({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000');
    expect(hubUrl('ws://h', 'a b', null)).toBe('ws://h/cb?key=a+b');
  });
});
