import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-app.ts';
import { documentedAnswer, schemaErrors } from '../../testing/openapi-answers.ts';

const testApp = useTestApp();

describe('OpenAPI description', () => {
  it('documents every endpoint at /api/docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/catalog/search/{entityType}',
        '/api/product/{value}',
        '/api/url/map',
        '/api/url',
        '/api/stock/check',
        '/api/stock/list',
        '/api/campaign/active',
        '/api/home',
        '/api/catalog/products/render-list',
        '/api/catalog/product/{file}/image',
        '/api/cart/create',
        '/api/cart/pull',
        '/api/cart/update',
        '/api/cart/delete',
        '/api/cart/totals',
        '/api/cart/payment-methods',
        '/api/cart/shipping-methods',
        '/api/cart/shipping-information',
        '/api/cart/collect-totals',
        '/api/cart/apply-coupon',
        '/api/cart/delete-coupon',
        '/api/cart/save-chatId',
        '/api/user/create',
        '/api/user/login',
        '/api/user/refresh',
        '/api/user/logout',
        '/api/user/me',
        '/api/user/me/language',
        '/api/user/change-password',
        '/api/user/reset-password',
        '/api/user/create-password',
        '/api/user/locale',
        '/api/order',
        '/api/order/history',
        '/api/order/{orderId}/payment',
        '/api/order/{orderId}/paymentStatus',
        '/api/parcel-machines',
        '/api/payment/providers',
        '/api/maksekeskus/transaction',
        '/api/maksekeskus/notification',
        '/api/paytrail/form',
        '/api/paytrail/transaction/result',
        '/api/user/smartid/init',
        '/api/user/smartid/session',
        '/api/user/smartid/login',
        '/api/user/mobileid/init',
        '/api/user/mobileid/session',
        '/api/user/mobileid/login',
        '/api/user/eident',
        '/api/user/eident/callback',
        '/api/user/dummyLogin/{id}',
        '/api/staff/login',
        '/api/staff/login/totp',
        '/api/staff/me',
        '/api/staff/logout',
        '/api/staff/opening-times',
        '/api/staff/audit',
        '/api/chat/availability',
        '/api/chat/start',
        '/api/chat/messages',
        '/api/chat/deactivate',
        '/api/chat/stop',
        '/api/staff/chats',
        '/api/staff/chats/{chatId}/messages',
        '/api/staff/chats/{chatId}/close',
      ]),
    );
    const search = document.paths['/api/catalog/search/{entityType}'].post;
    expect(search.requestBody.content['application/json'].schema.properties.size.maximum).toBe(4000);
  });

  it("documents answers from the domain's contracts: the ManualCheck note as a reason with its figures, the returns", async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const orders = documentedAnswer(document, '/api/staff/orders', 'get') as {
      properties: { result: { items: { properties: { note: { anyOf: object[] } } } } };
    };
    const note = orders.properties.result.items.properties.note;
    const codes = JSON.stringify(note).match(/"const":"\w+"/g);
    expect(codes).toEqual(
      [
        'amountMismatch',
        'unexpectedStatus',
        'lateAmountMismatch',
        'lateRestocked',
        'lateOutOfStock',
        'text',
      ].map((code) => `"const":"${code}"`),
    );
    const mismatch = {
      code: 'amountMismatch',
      provider: 'maksekeskus',
      transactionId: 't',
      amount: 878,
      orderTotal: 879,
    };
    const answer = (note: unknown) => ({
      code: 200,
      result: [
        {
          orderId: 'o',
          orderNumber: '1',
          createdAt: '2026-11-21T10:00:00.000Z',
          storeCode: 'et',
          status: 'ManualCheck',
          paymentStatus: 'paid',
          paymentMethod: 'maksekeskus',
          reasons: ['manualCheck'],
          note,
          lines: [],
        },
      ],
    });
    expect(schemaErrors(orders, answer(mismatch))).toEqual([]);
    expect(schemaErrors(orders, answer(null))).toEqual([]);
    expect(schemaErrors(orders, answer('maksekeskus payment of 878 cents'))).not.toEqual([]);
    expect(schemaErrors(orders, answer({ ...mismatch, amount: '8.78' }))).not.toEqual([]);

    // One return shape, the domain's, for the customer's requests and staff's returns alike.
    const request = (schema: object, ...path: string[]) =>
      path.reduce((at, key) => (at as Record<string, object>)[key]!, schema);
    const customers = request(
      documentedAnswer(document, '/api/order/{orderId}/returns', 'get'),
      'properties',
      'result',
      'properties',
      'requests',
      'items',
    ) as { properties: object };
    const staffs = request(
      documentedAnswer(document, '/api/staff/returns/{returnId}/receive', 'post'),
      'properties',
      'result',
    ) as {
      properties: Record<string, object>;
    };
    expect(staffs.properties).toMatchObject(customers.properties);
    expect(staffs.properties.refundBy).toEqual({ type: 'string', enum: ['provider', 'manual'] });
    expect(
      request(documentedAnswer(document, '/api/staff/returns', 'get'), 'properties', 'result', 'items'),
    ).toEqual(staffs);
  });

  it('documents every refusal as the error envelope with its machine-readable reason', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const envelope = document.components.schemas.ErrorEnvelope;
    expect(envelope.required).toEqual(expect.arrayContaining(['code', 'result', 'reason']));
    expect(envelope.properties.reason.enum).toEqual(
      expect.arrayContaining(['cart_not_found', 'server_error']),
    );
    const refusal = document.paths['/api/cart/pull'].get.responses['401'];
    expect(refusal.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorEnvelope',
    });
  });
});
