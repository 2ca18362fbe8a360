import type { FastifyInstance } from 'fastify';
import { notificationEventsKey } from '../../../modules/realtime/index.ts';
import type { CallbackType } from '../service-protocol.ts';

/**
 * How the sandbox service answers later, as the real one does: a callback POSTed over HTTP to this
 * server's own /api/notification/events (loopback) with the key that route accepts.
 */
export function sandboxCallbacks(
  app: FastifyInstance,
  { configuredEventsKey, delayMs }: { configuredEventsKey: string | null; delayMs: number },
) {
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', (_instance, done) => {
    timers.forEach((timer) => clearTimeout(timer));
    done();
  });

  async function notify(type: CallbackType, orderCode: string, number: string | null, result: string) {
    const address = app.server.address();
    if (address === null || typeof address === 'string') {
      app.log.warn('prescription sandbox: the server is not listening, so no callback was sent');
      return;
    }
    const host = address.family === 'IPv6' && address.address !== '::' ? `[${address.address}]` : '127.0.0.1';
    const response = await fetch(`http://${host}:${address.port}/api/notification/events`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': await notificationEventsKey(app.db, configuredEventsKey),
      },
      body: JSON.stringify({
        Type: type,
        Details: { PrescriptionDetails: { OrderCode: orderCode, PrescriptionNumber: number } },
        Response: { Result: result },
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) app.log.warn({ status: response.status }, 'prescription sandbox: callback refused');
  }

  /** Runs `task` after the "pharmacist's" delay; a failure is logged, never thrown at nobody. */
  function later(task: () => Promise<void>): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void task().catch((error: unknown) =>
        app.log.warn({ err: error }, 'prescription sandbox: the callback failed'),
      );
    }, delayMs);
    timers.add(timer);
  }

  return { notify, later };
}

export type SandboxCallbacks = ReturnType<typeof sandboxCallbacks>;
