import WebSocket from 'ws';

/** A /cb socket as a test sees it: the messages so far, and how it ended. */
export interface HubSocket {
  messages: unknown[];
  /** Resolves with the next message not yet taken, or null after `withinMs`. */
  next(withinMs?: number): Promise<unknown>;
  closed: Promise<number>;
  close(): void;
}

/** Opens /cb on a listening server; answers the socket, or the HTTP status that refused it. */
export function connectHub(
  origin: string,
  query: Record<string, string>,
): Promise<{ socket: HubSocket } | { refused: number }> {
  const url = `${origin.replace(/^http/, 'ws')}/cb?${new URLSearchParams(query).toString()}`;
  const ws = new WebSocket(url);
  const messages: unknown[] = [];
  let taken = 0;
  let wake: (() => void) | null = null;
  ws.on('message', (data: Buffer) => {
    messages.push(JSON.parse(data.toString('utf8')));
    wake?.();
  });
  const closed = new Promise<number>((resolve) => ws.once('close', (code: number) => resolve(code)));
  const socket: HubSocket = {
    messages,
    async next(withinMs = 5000) {
      const deadline = Date.now() + withinMs;
      while (messages.length <= taken && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, Math.min(100, Math.max(0, deadline - Date.now())));
        });
      }
      return messages.length > taken ? messages[taken++] : null;
    },
    closed,
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ socket }));
    ws.once('unexpected-response', (_request, response) => {
      resolve({ refused: response.statusCode ?? 0 });
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

/** The socket of a connection the test expects to open. */
export async function openHub(origin: string, query: Record<string, string>): Promise<HubSocket> {
  const outcome = await connectHub(origin, query);
  if ('refused' in outcome) throw new Error(`/cb refused the socket with ${outcome.refused}`);
  return outcome.socket;
}
