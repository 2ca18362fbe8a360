import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-app.ts';

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
