import { describe, expect, it } from 'vitest';
import { isDomainError } from '@apteek/domain';
import { serviceClient, type ServiceTransport } from './service-client.ts';

const answering =
  (status: number, body: unknown): ServiceTransport =>
  async () => ({ status, body });

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!isDomainError(error, 'prescription_unavailable'))
    throw new Error(`expected a failure, got ${String(error)}`);
  return error;
}

describe('the e-prescription service client', () => {
  it('passes on 202 (not composed yet) and 404 (nothing asked) without a result', async () => {
    expect(await serviceClient(answering(200, { resultCode: 202, result: null })).listFetch('c')).toEqual({
      resultCode: 202,
      result: null,
    });
    expect(
      await serviceClient(answering(404, { resultCode: 404, result: 'NotFound' })).listFetch('c'),
    ).toEqual({
      resultCode: 404,
      result: null,
    });
  });

  it('reads a list that has the protocol’s shape', async () => {
    const list = { patientCode: '60001019906', prescriptions: [] };
    expect(await serviceClient(answering(200, { resultCode: 200, result: list })).listFetch('c')).toEqual({
      resultCode: 200,
      result: list,
    });
  });

  it('fails with the default error on a malformed answer, naming the call but not the data', async () => {
    const malformed = { resultCode: 200, result: { patientCode: '60001019906', prescriptions: 'none' } };
    const error = await failure(serviceClient(answering(200, malformed)).listFetch('c'));
    expect(error.details.reason).toBe('/list: resultCode 200');
    expect(error.message).not.toContain('60001019906');
    await failure(
      serviceClient(answering(500, '<html>')).productsInit({ orderCode: 'c', prescriptionNumber: '1' }),
    );
    await failure(serviceClient(answering(200, { resultCode: 500, result: 'boom' })).listFetch('c'));
  });

  it('fails with the default error when the service cannot be reached', async () => {
    const unreachable: ServiceTransport = () => Promise.reject(new Error('ECONNREFUSED'));
    const error = await failure(serviceClient(unreachable).listFetch('c'));
    expect(error.details.reason).toContain('ECONNREFUSED');
  });
});
