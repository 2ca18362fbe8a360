import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import {
  createCertificateAuthority,
  issueIdentityCertificate,
  type IssueOptions,
} from '../certificate-issue.ts';
import { sandboxCertificateAuthority } from '../sandbox-ca.ts';
import { signHash, type SignatureScheme } from '../signature.ts';

/** The test app listening on a loopback port: the clients reach their sandboxes over real HTTP. */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace('localhost', '127.0.0.1');
}

/** The trust a sandbox client has: this installation's sandbox CA. */
export const sandboxTrust = (app: FastifyInstance) => ({
  trustedCas: async () => [(await sandboxCertificateAuthority(app.db)).certificate],
});

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
