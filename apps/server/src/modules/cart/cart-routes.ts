import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';
import type { CatalogContext } from '../catalog/index.ts';
import { countryOf } from './cart-reader.ts';
import { cartService, type Caller } from './cart-service.ts';
import {
  CartIdQuerySchema,
  ChatIdQuerySchema,
  CollectTotalsBodySchema,
  CouponQuerySchema,
  CreateCartQuerySchema,
  DeleteItemBodySchema,
  ShippingInformationBodySchema,
  ShippingMethodsBodySchema,
  UpdateItemBodySchema,
} from './cart-schemas.ts';

/**
 * A request's caller: a guest, or the customer its bearer token names. A bearer token that names
 * nobody is refused with 401, so the client can refresh its token and ask again.
 */
function callerOf(request: FastifyRequest): Caller {
  if (request.headers.authorization && request.customerId === null) {
    throw new DomainError('invalid_token');
  }
  return { customerId: request.customerId };
}

const isSet = (flag: string | undefined) => flag === 'true' || flag === '1';

/** The cart calls; the cart id travels in the query string, as the storefront's client sends it. */
export async function registerCartRoutes(app: FastifyInstance, catalog: CatalogContext): Promise<void> {
  const carts = cartService(catalog, () => app.now());

  const cartOf = async (request: FastifyRequest, query: unknown = request.query) => {
    const { cartId } = parseInput(CartIdQuerySchema, query);
    return carts.require(cartId, callerOf(request));
  };
  const ok = <T>(result: T) => ({ code: 200, result });

  app.post('/cart/create', async (request) => {
    const query = parseInput(CreateCartQuerySchema, request.query);
    await app.limits.perIp(request, 'cartCreate');
    const caller = isSet(query.guest) ? { customerId: null } : callerOf(request);
    return ok(await carts.create(query.storeCode, caller, query.mergeCartId));
  });

  // The lines answer their totals too, so a line the server changed (a compensation) shows in one call.
  app.get('/cart/pull', async (request) => {
    const { items, totals } = await carts.pullWithTotals(await cartOf(request));
    return { ...ok(items), meta: { totals } };
  });

  // A change answers the cart's totals after it in the envelope's meta, so the browser needs no
  // second call to show them.
  app.post('/cart/update', async (request) => {
    const cart = await cartOf(request);
    const { cartItem } = parseInput(UpdateItemBodySchema, request.body ?? {});
    const { item, totals } = await carts.update(cart, cartItem);
    return { ...ok(item), meta: { totals } };
  });

  app.post('/cart/delete', async (request) => {
    const cart = await cartOf(request);
    const { cartItem } = parseInput(DeleteItemBodySchema, request.body ?? {});
    const { totals } = await carts.remove(cart, { itemId: cartItem.item_id, sku: cartItem.sku });
    return { ...ok(true), meta: { totals } };
  });

  app.get('/cart/totals', async (request) => ok(await carts.totals(await cartOf(request))));

  app.get('/cart/payment-methods', async (request) => ok(await carts.paymentMethods(await cartOf(request))));

  app.post('/cart/shipping-methods', async (request) => {
    const cart = await cartOf(request);
    const { address } = parseInput(ShippingMethodsBodySchema, request.body ?? {});
    return ok(await carts.shippingMethods(cart, countryOf(cart, address)));
  });

  app.post('/cart/shipping-information', async (request) => {
    const cart = await cartOf(request);
    const { addressInformation: info } = parseInput(ShippingInformationBodySchema, request.body ?? {});
    return ok(
      await carts.setShippingInformation(cart, {
        carrierCode: info.shippingCarrierCode,
        methodCode: info.shippingMethodCode,
        shippingAddress: info.shippingAddress,
        billingAddress: info.billingAddress,
      }),
    );
  });

  app.post('/cart/collect-totals', async (request) => {
    const cart = await cartOf(request);
    const { methods } = parseInput(CollectTotalsBodySchema, request.body ?? {});
    return ok(
      await carts.collectTotals(cart, {
        paymentMethod: methods.paymentMethod?.method,
        carrierCode: methods.shippingCarrierCode,
        methodCode: methods.shippingMethodCode,
      }),
    );
  });

  app.post('/cart/apply-coupon', async (request) => {
    const query = parseInput(CouponQuerySchema, request.query);
    return ok(await carts.applyCoupon(await cartOf(request, query), query.coupon));
  });

  app.post('/cart/delete-coupon', async (request) => ok(await carts.deleteCoupon(await cartOf(request))));

  app.post('/cart/save-chatId', async (request) => {
    const query = parseInput(ChatIdQuerySchema, request.query);
    return ok(await carts.saveChatId(await cartOf(request, query), query.chatId));
  });
}
