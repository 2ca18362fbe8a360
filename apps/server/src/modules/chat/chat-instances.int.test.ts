// @postgres: two instances pass chat messages through LISTEN/NOTIFY.
import { expect, it, vi } from 'vitest';
import { describeOnTwoInstances, instanceCall, pharmacistOnDuty } from '../../testing/instances.ts';
import { openHub } from '../realtime/testing/hub-client.ts';

/**
 * Several instances behave as one shop: the customer's chat and socket are on one server process, the
 * pharmacist on another; each sees what the other wrote. PostgreSQL only.
 */
describeOnTwoInstances(
  'a live chat across two server processes',
  { env: { IDENTITY_SANDBOX: '1' } },
  (shop) => {
    it('brings the customer the pharmacist’s message and close from the other process, and the pharmacist the customer’s', async () => {
      const [customerSide, pharmacistSide] = shop.instances;
      const cookie = await pharmacistOnDuty(pharmacistSide, shop.database, 'chat.duty@apteek.ee');
      const staffCall = instanceCall(pharmacistSide.origin, { cookie });
      const customerCall = instanceCall(customerSide.origin);
      // The duty switched on the other process shows here: both read the same sessions.
      expect((await customerCall('GET', '/api/chat/availability')).body.result).toEqual({ available: true });
      const cart = (await customerCall('POST', '/api/cart/create?storeCode=ee')).body.result as string;
      const socket = await openHub(customerSide.origin, { key: cart });
      const chatId = (await customerCall('POST', `/api/chat/start?cartId=${cart}`)).body.result
        .chatId as string;
      const question = 'Kas tohib võtta tühja kõhuga?';
      expect(
        (await customerCall('POST', `/api/chat/messages?cartId=${cart}&chatId=${chatId}`, { text: question }))
          .status,
      ).toBe(200);
      expect(await socket.next()).toMatchObject({ type: 'ChatCallback', result: 'Message' });

      const listed = await staffCall('GET', '/api/staff/chats');
      expect(listed.body.result).toEqual([
        expect.objectContaining({
          chatId,
          waiting: true,
          lastMessage: question,
          customer: { kind: 'guest' },
        }),
      ]);

      const answer = 'Parem söögi ajal.';
      const sent = await staffCall('POST', `/api/staff/chats/${chatId}/messages`, { text: answer });
      expect(sent.status).toBe(200);
      expect(await socket.next(20_000)).toMatchObject({ type: 'ChatCallback', result: 'Message' });
      const read = await customerCall(
        'GET',
        `/api/chat/messages?cartId=${cart}&chatId=${chatId}&after=${sent.body.result.id - 1}`,
      );
      expect(read.body.result.messages).toEqual([
        expect.objectContaining({ author: 'pharmacist', text: answer, pharmacistName: 'Mari Proviisor' }),
      ]);

      expect((await staffCall('POST', `/api/staff/chats/${chatId}/close`, {})).status).toBe(200);
      expect(await socket.next(20_000)).toMatchObject({ type: 'ChatCallback', result: 'Closed' });
      expect(
        (await customerCall('POST', `/api/chat/messages?cartId=${cart}&chatId=${chatId}`, { text: 'Aitäh' }))
          .status,
      ).toBe(409);
      await vi.waitFor(async () => {
        const after = await staffCall('GET', '/api/staff/chats');
        expect(after.body.result).toEqual([]);
      });
      socket.close();
    });
  },
);
