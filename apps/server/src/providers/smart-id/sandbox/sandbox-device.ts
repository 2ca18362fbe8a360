import type { FastifyInstance } from 'fastify';
import { acceptFormBodies } from '../../../lib/form-body.ts';
import { deviceLanguage, renderDevicePage } from './sandbox-device-page.ts';
import {
  answerSandboxSession,
  pendingSandboxSessions,
  readSandboxSession,
  type SandboxSession,
} from './sandbox-sessions.ts';

export interface DeviceOptions {
  provider: SandboxSession['provider'];
  /** Whose device a session rings: the personal code, or the phone number for Mobile-ID. */
  ownerOf: (session: SandboxSession) => string;
  /** Whether a session still waits for the person (not scripted, not timed out). */
  waits: (session: SandboxSession) => boolean;
  verificationCode: (hash: Buffer) => string;
  /** The protocol's word for a person saying no (USER_REFUSED, USER_CANCELLED). */
  refusal: string;
}

/**
 * The test device of a sandbox at `/{owner}`: every waiting session of the owner, newest first, each
 * with its verification code and its own Approve and Refuse, so logins of one person in several
 * browsers at once are each answered by the code their shop page shows. An answer is posted back
 * to the same address with its session and ends that session once.
 */
export function sandboxDevice(app: FastifyInstance, options: DeviceOptions, done: () => void): void {
  acceptFormBodies(app);
  const address = (owner: string, language: string) =>
    `${app.prefix}/${encodeURIComponent(owner)}?lang=${language}`;

  app.get('/:owner', async (request, reply) => {
    const { owner } = request.params as { owner: string };
    const query = request.query as Record<string, unknown>;
    const language = deviceLanguage(query.lang);
    const pending = await pendingSandboxSessions(
      app.db,
      options.provider,
      (s) => options.ownerOf(s) === owner && options.waits(s),
    );
    const waiting = pending.map(({ id, session }) => ({
      sessionId: id,
      verificationCode: options.verificationCode(Buffer.from(session.hash, 'base64')),
    }));
    const page = renderDevicePage({
      provider: options.provider,
      language,
      owner,
      waiting,
      answered: query.answered === '1',
      action: address(owner, language),
    });
    return reply.type('text/html; charset=utf-8').send(page);
  });

  app.post('/:owner', async (request, reply) => {
    const { owner } = request.params as { owner: string };
    const form = (request.body ?? {}) as Record<string, unknown>;
    const language = deviceLanguage((request.query as Record<string, unknown>).lang);
    const session = typeof form.session === 'string' ? await readSandboxSession(app.db, form.session) : null;
    if (!session || session.provider !== options.provider || options.ownerOf(session) !== owner)
      return reply.code(400).send({ code: 400, message: 'Invalid session' });
    if (form.answer !== 'approve' && form.answer !== 'refuse')
      return reply.code(400).send({ code: 400, message: 'Invalid answer' });
    await answerSandboxSession(
      app.db,
      form.session as string,
      form.answer === 'approve' ? 'OK' : options.refusal,
    );
    return reply.redirect(`${address(owner, language)}&answered=1`, 303);
  });
  done();
}
