import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import {
  createCertificateAuthority,
  issueIdentityCertificate,
  sandboxCertificateAuthority,
  signHash,
  type IssueOptions,
  type SignatureScheme,
} from '../../certificates/index.ts';

/** The test app listening on a loopback port: the clients reach their sandboxes over real HTTP. */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace('localhost', '127.0.0.1');
}

/** The trust a sandbox client has: this installation's sandbox CA. */
export const sandboxTrust = (app: FastifyInstance) => ({
  trustedCas: async () => [(await sandboxCertificateAuthority(app.db)).certificate],
});

/** A page of a sandbox device or phone, read through the app in process or over HTTP. */
export interface SandboxPage {
  read(): Promise<{ html: string; header(name: string): string | null }>;
  /** Posts the page's form; answers the status. */
  post(form: string): Promise<number>;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

export const injectedPage = (app: FastifyInstance, url: string): SandboxPage => ({
  async read() {
    const page = await app.inject({ method: 'GET', url });
    return { html: page.body, header: (name) => (page.headers[name] as string | undefined) ?? null };
  },
  async post(form) {
    return (await app.inject({ method: 'POST', url, headers: FORM, payload: form })).statusCode;
  },
});

export const pageOverHttp = (url: string): SandboxPage => ({
  async read() {
    const page = await fetch(url);
    return { html: await page.text(), header: (name) => page.headers.get(name) };
  },
  async post(form) {
    return (await fetch(url, { method: 'POST', headers: FORM, body: form, redirect: 'manual' })).status;
  },
});

/**
 * The person at their sandbox device or phone: the page of their waiting session, the verification
 * code it shows, and `answer`, which sends their choice as the page's form does.
 */
export async function devicePage(page: SandboxPage) {
  const { html, header } = await page.read();
  const session = /name="session" value="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(session, 'the device page holds a waiting session').not.toBe('');
  return {
    html,
    header,
    code: /data-testid="verification-code">(\d{4})</.exec(html)?.[1],
    async answer(choice: 'approve' | 'refuse') {
      expect(await page.post(new URLSearchParams({ session, answer: choice }).toString())).toBe(303);
    },
  };
}

/** Polls a Smart-ID or Mobile-ID session with the client until it completes: what it proved. */
export async function completed<Session, Proven>(
  client: {
    poll(
      session: Session,
      timeoutMs: number,
    ): Promise<{ state: 'RUNNING' } | { state: 'COMPLETE'; proven: Proven }>;
  },
  session: Session,
): Promise<Proven> {
  for (let i = 0; i < 10; i++) {
    const poll = await client.poll(session, 1000);
    if (poll.state === 'COMPLETE') return poll.proven;
  }
  throw new Error('the session never completed');
}

type Json = Record<string, unknown>;

/**
 * A man in the middle between a client and its sandbox: forwards every call and lets `rewrite`
 * change a JSON answer (a corrupted signature, another certificate) before the client reads it.
 */
export async function rewritingProxy(
  target: string,
  rewrite: (body: Json) => Promise<Json> | Json,
): Promise<string> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const answer = await fetch(target + (request.url ?? ''), {
          method: request.method,
          headers: { 'content-type': 'application/json' },
          body: request.method === 'POST' ? Buffer.concat(chunks) : undefined,
        });
        let text = await answer.text();
        if (answer.status === 200) text = JSON.stringify(await rewrite(JSON.parse(text) as Json));
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(text);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * Replaces an OK answer's certificate with one for the same person from `issuer` (another CA, or
 * the sandbox CA with other dates) and signs the hash with its key, so only the certificate is wrong.
 */
export async function reissued(
  person: { givenName: string; surname: string; personalCode: string },
  {
    foreignCa,
    options,
    keyType,
    scheme,
  }: { foreignCa: boolean; options?: IssueOptions; keyType: 'rsa' | 'ec'; scheme: SignatureScheme },
  app: FastifyInstance,
) {
  const ca = foreignCa
    ? await createCertificateAuthority('Foreign CA')
    : await sandboxCertificateAuthority(app.db);
  const issued = await issueIdentityCertificate(ca, { ...person, country: 'EE' }, { ...options, keyType });
  return {
    certificate: issued.certificateDer.toString('base64'),
    sign: (hash: Buffer) => signHash(issued.privateKey, hash, scheme).toString('base64'),
  };
}

/** A proxy in front of `target` that flips one bit of every answer's signature. */
export function tamperingProxy(target: string): Promise<string> {
  return rewritingProxy(target, (body) => {
    const signature = body.signature as { value: string } | undefined;
    if (signature) {
      const bytes = Buffer.from(signature.value, 'base64');
      bytes[5] = bytes[5]! ^ 0x01;
      signature.value = bytes.toString('base64');
    }
    return body;
  });
}

/**
 * A proxy in front of `target` that puts `replacement`'s certificate into an OK answer (Mobile-ID
 * gives it as a string, Smart-ID as `{ value }`) and signs the session's hash with its key, so only
 * the certificate is wrong. Tell it the session with `signs` once it has started.
 */
export async function certificateSwappingProxy(
  target: string,
  replacement: Awaited<ReturnType<typeof reissued>>,
): Promise<{ url: string; signs(session: { hash: string }): void }> {
  let hash = Buffer.alloc(0);
  const url = await rewritingProxy(target, (body) => {
    if (body.cert) {
      if (typeof body.cert === 'string') body.cert = replacement.certificate;
      else (body.cert as { value: string }).value = replacement.certificate;
      (body.signature as { value: string }).value = replacement.sign(hash);
    }
    return body;
  });
  return {
    url,
    signs(session) {
      hash = Buffer.from(session.hash, 'base64');
    },
  };
}
