// @postgres: two instances share the offer queue through LISTEN/NOTIFY.
import { expect, it, vi } from 'vitest';
import { describeOnTwoInstances, instanceCall, pharmacistOnDuty } from '../../testing/instances.ts';
import { openHub } from '../realtime/testing/hub-client.ts';

const ADULT = '60001019906';

/**
 * Several instances behave as one shop: the customer's request and socket are on one server process, the
 * pharmacist on another; the offer the pharmacist sends reaches the customer. PostgreSQL only.
 */
describeOnTwoInstances(
  'a pharmacist’s offer across two server processes',
  { env: { IDENTITY_SANDBOX: '1' } },
  (shop) => {
    it('sends the offer from one process to a customer subscribed on the other', async () => {
      const [customerSide, pharmacistSide] = shop.instances;
      const cookie = await pharmacistOnDuty(pharmacistSide, shop.database, 'duty@apteek.ee');
      const staffCall = instanceCall(pharmacistSide.origin, { cookie });

      const login = await instanceCall(customerSide.origin)('GET', `/api/user/dummyLogin/${ADULT}`);
      const customerCall = instanceCall(customerSide.origin, {
        authorization: `Bearer ${login.body.result.token}`,
      });
      const cart = (await customerCall('POST', '/api/cart/create?storeCode=ee')).body.result as string;
      const socket = await openHub(customerSide.origin, { key: cart, token: login.body.result.token });
      await customerCall('POST', `/api/prescription/list/init?cartId=${cart}`, {});
      expect(await socket.next()).toMatchObject({ type: 'PrescriptionListCallback', result: 'Success' });
      await customerCall('POST', `/api/prescription/products/init?cartId=${cart}`, {
        prescriptionNumber: '2611000001',
      });

      const request = await vi.waitFor(
        async () => {
          const queue = await staffCall('GET', '/api/staff/offer-requests');
          expect(queue.body.result).toHaveLength(1);
          return queue.body.result[0] as { id: number };
        },
        { timeout: 20_000, interval: 200 },
      );
      const sent = await staffCall('POST', `/api/staff/offer-requests/${request.id}/offer`, {
        skus: ['ATOR-20-NP-30'],
      });
      expect(sent.status).toBe(200);
      expect(await socket.next()).toMatchObject({
        type: 'PrescriptionDetailCallback',
        result: 'Success',
        prescriptionNumber: '2611000001',
      });
      const offer = await customerCall(
        'GET',
        `/api/prescription/products?cartId=${cart}&prescriptionNumber=2611000001`,
      );
      expect(offer.body.result.offers.map((o: { sku: string }) => o.sku)).toEqual(['ATOR-20-NP-30']);
      socket.close();
    });
  },
);
